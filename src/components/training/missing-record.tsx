import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../breadcrumbs';
import { Card } from '../card';
import { PageHeader } from '../page-header';
import { RecordNotFound } from './record-not-found';

const KINDS = {
  employee: { listLabel: 'nav.employees', title: 'employee.notFound', text: 'employee.notFoundText', back: 'employees.back' },
  training: { listLabel: 'nav.trainings', title: 'training.notFound', text: 'training.notFoundText', back: 'trainings.back' },
} as const;

/**
 * The page of an employee or training the server answered 404 for (an old link, a removed record,
 * one outside the user's scope, which reads the same): 'Employee not found' as the page's heading and
 * title, the reason and the way back to the list, instead of the record. No toast and no retry.
 */
export function MissingRecord({
  kind,
  path,
  listHref,
}: {
  kind: keyof typeof KINDS;
  path: string;
  /** The list as the user left it (its filters). */ listHref: string;
}) {
  const intl = useIntl();
  const { listLabel, title, text, back } = KINDS[kind];
  const heading = intl.formatMessage({ id: title });
  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: intl.formatMessage({ id: 'nav.dashboard' }), href: '/' },
              { label: intl.formatMessage({ id: listLabel }), href: listHref },
              { label: heading, href: path },
            ]}
          />
        }
      />
      <Card>
        <RecordNotFound message={intl.formatMessage({ id: text })} backHref={listHref} backLabel={intl.formatMessage({ id: back })} />
      </Card>
    </>
  );
}
