import { useIntl } from 'react-intl';
import { isolate } from '../../domain/bidi';
import { readImportDate, type DayMonthOrder } from '../../domain/import-dates';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../components/ui/button';
import type { RecordImportPanelProps } from './record-import-panel';
import styles from './record-import-panel.module.css';

/** The import's question when the file's dates read day first as well as month first: which, shown on the file's own dates. */
export function ImportDateOrderStep({ view, onDateOrder, onReset, onClose }: Pick<RecordImportPanelProps, 'view' | 'onDateOrder' | 'onReset' | 'onClose'>) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const example = view.orderExamples[0] ?? '';
  const longDate = (order: DayMonthOrder) => {
    const read = readImportDate(example, order);
    return read ? intl.formatDate(`${read.date}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }) : '';
  };
  return (
    <div className={styles.panel} role="group" aria-labelledby="import-date-order">
      <p id="import-date-order" className={styles.question}>
        {t('import.dateOrder.title')}
      </p>
      <p className={styles.hint}>{t('import.dateOrder.hint', { examples: intl.formatList(view.orderExamples.map(isolate), { type: 'disjunction' }) })}</p>
      <div className={styles.choices}>
        {(['dmy', 'mdy'] as const).map((order) => (
          <Button key={order} variant="secondary" onPress={() => onDateOrder(order)}>
            {t(`import.dateOrder.${order}`, { example: isolate(example), date: longDate(order) })}
          </Button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onReset}>
          {t('import.another')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
