import { TemplateForm, type TemplateFormProps } from '../../components/forms/template-form';

/**
 * A landing page's sign-up form (§2), one field beside its button. Its field is in the page from the
 * first paint (the prerendered HTML included), so a screen reader's list of fields, find-in-page and a
 * search engine see it; only its behaviour (react-hook-form's binding, the rules) loads when the visitor
 * reaches for it (`TemplateForm`). Takes `TemplateForm`'s props except the layout.
 */
export function SubscribeForm(props: Omit<TemplateFormProps, 'layout'>) {
  return <TemplateForm {...props} layout="inline" />;
}
