import { variantsOf, type AuthKind } from '../auth/auth-variants';

/**
 * The `variant` control of a template page's stories: a select of the variants that page has (§2),
 * where a free text field would let a designer type a frame that does not exist.
 */
export function variantArgTypes(kind: AuthKind) {
  return { variant: { control: 'select', options: variantsOf[kind] } } as const;
}
