import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchRequirements, liftExemption } from '../../api/compliance';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { toast } from '../../components/toast';
import { LiftExemptionDialog } from '../../components/training/lift-exemption-dialog';
import { canEditCatalogue } from '../../domain/access';
import { isolate } from '../../domain/bidi';
import type { ListedExemption, StoredRequirement } from '../../domain/compliance';
import { employeePath, useDetailLink } from '../../hooks/detail-navigation';
import { useAccess, useNotificationsRef } from '../../hooks/shell-context';
import { useResource, useResourceItem } from '../../hooks/use-resource';
import { useSubmit } from '../../hooks/use-submit';
import type { ResourceSource } from '../../machines/resource.machine';
import { slices } from '../../machines/slices';
import { ExemptionsTable, RequirementsTable } from './requirement-tables';
import { scopeChoices } from './scope-choices';
import styles from './lapse-forecast.module.css';

/** The requirements and the exemptions the caller may see, read as one item. */
const requirementsSource: ResourceSource<Awaited<ReturnType<typeof fetchRequirements>>> = { name: 'Requirements', item: () => fetchRequirements() };

/**
 * /compliance/requirements (sidebar, under Training): which trainings are required of whom, and
 * who is exempted from one and why (§19). Everyone signed in reads them (the exemptions of the
 * employees their scope reaches); an admin lifts an exemption here after a confirmation, and the
 * server refuses anyone else. New requirement stays on /compliance, beside the matrix it changes.
 */
export default function RequirementsRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const access = useAccess();
  const notificationsRef = useNotificationsRef();
  const detailLink = useDetailLink();
  const data = useResourceItem(requirementsSource, 'all');
  const catalogue = useResource(slices.trainingData);
  const departments = useResource(slices.departmentData);
  const designations = useResource(slices.designationData);
  const workCenters = useResource(slices.workCenterData);
  const trainings = useMemo(() => new Map(catalogue.list.map(({ id, code, title }) => [id, { code, title }])), [catalogue.list]);
  // Named as the requirement form lists them (a designation with its department).
  const names = useMemo(() => {
    const choices = scopeChoices(departments.list, designations.list, workCenters.list);
    const byId = (options: readonly { id: string; name: string }[]) => new Map(options.map(({ id, name }) => [id, name]));
    return { departments: byId(choices.departments), designations: byId(choices.designations), workCenters: byId(choices.workCenters) };
  }, [departments.list, designations.list, workCenters.list]);
  const { compare } = useMemo(() => new Intl.Collator(intl.locale), [intl.locale]);
  const requirements: StoredRequirement[] = useMemo(
    () =>
      [...(data.item?.requirements ?? [])].sort(
        (a, b) => compare(trainings.get(a.trainingId)?.title ?? a.trainingId, trainings.get(b.trainingId)?.title ?? b.trainingId) || compare(a.id, b.id),
      ),
    [data.item, trainings, compare],
  );
  const exemptions: ListedExemption[] = useMemo(
    () => [...(data.item?.exemptions ?? [])].sort((a, b) => compare(a.employeeName, b.employeeName) || compare(a.trainingTitle, b.trainingTitle)),
    [data.item, compare],
  );

  const [lifting, setLifting] = useState<ListedExemption | null>(null);
  const lift = useSubmit(
    (exemption: ListedExemption) => liftExemption(exemption.id),
    (lifted) => {
      setLifting(null);
      toast(t({ id: 'exemption.lifted' }, { employee: isolate(lifted.employeeName), training: isolate(lifted.trainingTitle) }), 'success');
      data.refresh();
      // The gap it covered is a notification again.
      notificationsRef.send({ type: 'notifications.load' });
    },
  );
  const closeLift = () => {
    setLifting(null);
    lift.reset();
  };
  const loading = { isLoading: data.loading && !data.item, error: data.error, onRetry: data.refresh };

  return (
    <>
      <PageHeader title={t({ id: 'nav.requirements' })} description={t({ id: 'requirementList.description' })} />
      <div className={styles.stack}>
        <Card title={t({ id: 'requirementList.requirements' })}>
          <RequirementsTable requirements={requirements} exemptions={exemptions} trainings={trainings} names={names} {...loading} />
        </Card>
        <Card title={t({ id: 'requirementList.exemptionsTitle' })}>
          <ExemptionsTable
            exemptions={exemptions}
            employeeLink={(id) => detailLink(employeePath(id))}
            onLift={canEditCatalogue(access) ? setLifting : undefined}
            {...loading}
          />
        </Card>
      </div>
      <LiftExemptionDialog
        lifting={lifting ? { employee: lifting.employeeName, training: lifting.trainingTitle } : null}
        onConfirm={() => lifting && lift.run(lifting)}
        onCancel={closeLift}
        isSubmitting={lift.isSubmitting}
        error={lift.error}
      />
    </>
  );
}
