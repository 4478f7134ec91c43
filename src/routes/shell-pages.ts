import type { PageModule } from '../loading';

/**
 * The shell pages' chunks (§2 route table), imported from the shell's own chunk (shell-root.tsx
 * re-exports this map; the route table loads a shell page through it). The bundler then knows the
 * shell is in memory whenever a page loads, so code a page shares with the shell stays in the
 * shell's chunk: imported from the app's entry, it went into small common chunks of their own, eight
 * more requests on `/` (on a slow connection each request waits its turn).
 */
export const shellPages = {
  home: () => import('./dashboard/home.route'),
  employees: () => import('./employees/employees.route'),
  employee: () => import('./employees/employee.route'),
  trainings: () => import('./trainings/trainings.route'),
  training: () => import('./trainings/training.route'),
  courseHistory: () => import('./course-history/course-history.route'),
  compliance: () => import('./compliance/compliance.route'),
  forecast: () => import('./compliance/forecast.route'),
  requirements: () => import('./compliance/requirements.route'),
  notificationDetail: () => import('./notifications/notification-detail.route'),
  activity: () => import('./activity/activity.route'),
  // The demo cart's targets (§2), in a build with the demo content only (a constant condition).
  ...(import.meta.env?.VITE_DEMO_CONTENT !== 'false'
    ? {
        productGrid: () => import('./ecommerce/product-grid.route'),
        ecommerceCheckout: () => import('./ecommerce/ecommerce-checkout.route'),
      }
    : {}),
} satisfies Record<string, (() => PageModule) | undefined>;

/** A shell page's name in `shellPages`. */
export type ShellPageName = keyof typeof shellPages;
