import { useIntl } from 'react-intl';
import type { ListedExemption, RequirementScope, StoredRequirement } from '../../domain/compliance';
import { useFormatDate } from '../../components/training/format';
import { Button } from '../../components/ui/button';
import { DataTable, type DataColumn, type RowLink } from '../../components/ui/data-table';
import type { LoadStateProps } from '../../components/ui/state-panel';
import { TwoLineCell } from '../../components/ui/two-line-cell';

/** The names of whatever a scope can list, by id. */
interface ScopeNames {
  departments: ReadonlyMap<string, string>;
  designations: ReadonlyMap<string, string>;
  workCenters: ReadonlyMap<string, string>;
}

/** A training's code and title, by id. */
type TrainingNames = ReadonlyMap<string, { code: string; title: string }>;

export interface RequirementsTableProps extends LoadStateProps {
  requirements: StoredRequirement[];
  exemptions: ListedExemption[];
  trainings: TrainingNames;
  names: ScopeNames;
}

/**
 * Every requirement (§19): the training, who it binds in words ("Everyone", or each list named),
 * the day it is in force from, the new hires' grace period and how many exemptions it has.
 */
export function RequirementsTable({ requirements, exemptions, trainings, names, isLoading, error, onRetry }: RequirementsTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const formatDate = useFormatDate();
  const listed = (ids: readonly string[], of: ReadonlyMap<string, string>) => intl.formatList(ids.map((id) => of.get(id) ?? id));
  const scopeText = (scope: RequirementScope) => {
    const parts = [
      scope.departmentIds.length ? t({ id: 'requirementList.departments' }, { list: listed(scope.departmentIds, names.departments) }) : null,
      scope.designationIds.length ? t({ id: 'requirementList.designations' }, { list: listed(scope.designationIds, names.designations) }) : null,
      scope.workCenterIds.length ? t({ id: 'requirementList.workCenters' }, { list: listed(scope.workCenterIds, names.workCenters) }) : null,
    ].filter((part) => part !== null);
    return parts.length ? parts.join(' · ') : t({ id: 'requirement.everyone' });
  };
  const columns: DataColumn<StoredRequirement>[] = [
    {
      id: 'training',
      header: t({ id: 'schedule.training' }),
      isRowHeader: true,
      cell: (requirement) => {
        const training = trainings.get(requirement.trainingId);
        return <TwoLineCell emphasis main={training?.title ?? requirement.trainingId} detail={training?.code ?? ''} isCode />;
      },
    },
    { id: 'scope', header: t({ id: 'requirement.appliesTo' }), width: 18, foldOrder: 2, cell: (requirement) => scopeText(requirement.scope) },
    { id: 'from', header: t({ id: 'requirement.effectiveFrom' }), width: 9, foldOrder: 3, cell: (requirement) => formatDate(requirement.effectiveFrom) },
    {
      id: 'grace',
      header: t({ id: 'requirementList.grace' }),
      width: 7,
      foldOrder: 4,
      align: 'end',
      cell: (requirement) => t({ id: 'requirementList.days' }, { days: requirement.graceDays }),
    },
    {
      id: 'exemptions',
      header: t({ id: 'requirementList.exemptions' }),
      width: 7,
      foldOrder: 1,
      align: 'end',
      cell: (requirement) => intl.formatNumber(exemptions.filter((exemption) => exemption.requirementId === requirement.id).length),
    },
  ];
  return (
    <DataTable
      label={t({ id: 'requirementList.requirements' })}
      columns={columns}
      rows={requirements}
      rowKey={(requirement) => requirement.id}
      emptyMessage={t({ id: 'requirementList.noRequirements' })}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}

export interface ExemptionsTableProps extends LoadStateProps {
  exemptions: ListedExemption[];
  employeeLink: (employeeId: string) => RowLink;
  /** Asks to lift one (admins); without it, no Lift shows. */
  onLift?: (exemption: ListedExemption) => void;
}

/**
 * Every exemption the caller may see (§19): the employee (their page), the training and the reason
 * given, as typed (never read as markup), with Lift exemption beside each for an admin.
 */
export function ExemptionsTable({ exemptions, employeeLink, onLift, isLoading, error, onRetry }: ExemptionsTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const columns: DataColumn<ListedExemption>[] = [
    {
      id: 'employee',
      header: t({ id: 'forecast.employee' }),
      isRowHeader: true,
      cell: (exemption) => <TwoLineCell emphasis main={exemption.employeeName} detail={exemption.employeeCode} isCode />,
    },
    { id: 'training', header: t({ id: 'schedule.training' }), width: 14, foldOrder: 2, cell: (exemption) => exemption.trainingTitle },
    { id: 'reason', header: t({ id: 'exemption.reason' }), width: 18, foldOrder: 1, cell: (exemption) => <bdi>{exemption.reason}</bdi> },
    ...(onLift
      ? [
          {
            id: 'actions',
            header: t({ id: 'history.actions' }),
            isHeaderHidden: true,
            width: 11,
            foldOrder: 3,
            buttonLabels: [t({ id: 'requirements.lift' })],
            cell: (exemption: ListedExemption) => (
              <Button
                variant="secondary"
                onPress={() => onLift(exemption)}
                aria-label={t({ id: 'requirementList.liftFor' }, { training: exemption.trainingTitle, employee: exemption.employeeName })}
              >
                {t({ id: 'requirements.lift' })}
              </Button>
            ),
          } satisfies DataColumn<ListedExemption>,
        ]
      : []),
  ];
  return (
    <DataTable
      label={t({ id: 'requirementList.exemptionsTitle' })}
      columns={columns}
      rows={exemptions}
      rowKey={(exemption) => exemption.id}
      rowLink={(exemption) => employeeLink(exemption.employeeId)}
      emptyMessage={t({ id: 'requirementList.noExemptions' })}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
