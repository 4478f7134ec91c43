// The pages the performance budgets cover (issue "Fast and accessible by measurement").
// Budgets are gzip JavaScript transferred until network idle, in KB (1 KB = 1000 bytes).
export const perfPages = [
  { name: 'login', path: '/account-login', signedIn: false, budgetKb: 140, minPerformance: 98 },
  { name: 'home', path: '/', signedIn: true, budgetKb: 250, minPerformance: 95 },
  { name: 'employees', path: '/employees', signedIn: true, budgetKb: 230, minPerformance: 95 },
  { name: 'onepage-landing', path: '/onepage-landing', signedIn: false, budgetKb: 110, minPerformance: 98 },
  { name: 'product-landing', path: '/product-landing', signedIn: false, budgetKb: 110, minPerformance: 98 },
];

export const DEMO_USER = { email: 'admin@example.com', password: 'Admin@123' };
