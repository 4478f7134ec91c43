import { Icon } from '../../components/ui/icons';

/* The landing pages' own icons: they load with those pages, not with every page's entry like the shared ones in ui/icons.tsx. */
export const ArrowUpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
/** Points to the previous item: left in LTR, flipped by CSS in RTL. */
export const ChevronStartIcon = () => (
  <Icon data-directional="">
    <path d="m15 6-6 6 6 6" />
  </Icon>
);
/** Points to the next item: right in LTR, flipped by CSS in RTL. */
export const StarIcon = () => (
  <Icon fill="currentColor">
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z" />
  </Icon>
);
export const PhoneIcon = () => (
  <Icon>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Icon>
);
export const MapPinIcon = () => (
  <Icon>
    <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
);
export const PenIcon = () => (
  <Icon>
    <path d="m4 20 4-1 11-11-3-3L5 16Z" />
    <path d="m14 7 3 3" />
  </Icon>
);
export const PaletteIcon = () => (
  <Icon>
    <path d="M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.4-4-8-9-8Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </Icon>
);
export const ChartIcon = () => (
  <Icon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);
export const TruckIcon = () => (
  <Icon>
    <path d="M2 6h11v10H2ZM13 10h5l3 3v3h-8" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);
export const HeadsetIcon = () => (
  <Icon>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </Icon>
);
