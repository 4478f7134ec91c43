import type reactDocgenTypescript from '@joshwooding/vite-plugin-react-docgen-typescript';

type Options = NonNullable<Parameters<typeof reactDocgenTypescript>[0]>;

/**
 * How Storybook reads the components' props (TSDoc and types) for docs pages and controls: through
 * TypeScript, so a prop typed by an imported union (a variant, a status) gets a select of its values
 * rather than a free text field. The stories' Vitest project reads them the same way for the controls sweep.
 */
export const docgenOptions: Options = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  // Props a component takes over from react-aria or the DOM are not its own controls.
  propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
};
