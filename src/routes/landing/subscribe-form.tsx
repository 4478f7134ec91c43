import type { TemplateFormProps } from '../../components/forms/template-form';
import { lazyPart, WhenNear } from '../../loading';
import styles from './landing.module.css';

const TemplateForm = lazyPart(() => import('../../components/forms/template-form').then((module) => module.TemplateForm)).Component;

/**
 * A landing page's sign-up form (§17), one field beside its button. Both
 * landings carry it at their foot, so its code (the fields, the on-reach
 * binding) loads when the visitor comes near it, not with the page: that is
 * what keeps the landings 8 KB inside their budget (docs/decisions/loading-tricks.md).
 * Takes `TemplateForm`'s props except the layout.
 */
export function SubscribeForm(props: Omit<TemplateFormProps, 'layout'>) {
  return (
    <WhenNear className={styles.subscribePlace}>
      <TemplateForm {...props} layout="inline" />
    </WhenNear>
  );
}
