import { isIsoMonth, type IsoMonth, type LapseQuery } from '../../domain/compliance-forecast';

/** What the forecast's table has a line for: each department, or each training. */
export type ForecastGrouping = 'department' | 'training';

/** The forecast page as its URL holds it: the department it is narrowed to, how its table groups, and the lapses opened. */
export interface ForecastView {
  departmentId: string | null;
  grouping: ForecastGrouping;
  /** The month of the opened list, `null`: every month. */
  month: IsoMonth | null;
  /** The department or training (by `grouping`) of the opened list, `null`: all of them. */
  line: string | null;
  /** Whether a list of lapses is open. */
  open: boolean;
}

/** The longest id the URL is read with; anything longer is no id of ours. */
const MAX_ID = 64;
const idOf = (value: string | null) => (value && value.length <= MAX_ID ? value : null);

/**
 * The view `params` hold (`department`, `by=training`, `lapses` with `month` and `line`); a value
 * that is missing or cannot be read takes its default: the whole scope, by department, nothing
 * open. Never throws.
 */
export function readForecastView(params: URLSearchParams): ForecastView {
  const open = params.get('lapses') === 'open';
  const month = params.get('month') ?? '';
  return {
    departmentId: idOf(params.get('department')),
    grouping: params.get('by') === 'training' ? 'training' : 'department',
    month: open && isIsoMonth(month) ? month : null,
    line: open ? idOf(params.get('line')) : null,
    open,
  };
}

/** @returns the URL query of `view`, defaults left out: what {@link readForecastView} reads back as `view`. */
export function forecastViewSearch(view: ForecastView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.departmentId) params.set('department', view.departmentId);
  if (view.grouping === 'training') params.set('by', 'training');
  if (view.open) {
    params.set('lapses', 'open');
    if (view.month) params.set('month', view.month);
    if (view.line) params.set('line', view.line);
  }
  return params;
}

/** The lapses the open list of `view` shows: its month, and its line within the department the page is narrowed to. */
export function lapseQueryOf(view: ForecastView): LapseQuery {
  return {
    month: view.month,
    departmentId: view.grouping === 'department' ? (view.line ?? view.departmentId) : view.departmentId,
    trainingId: view.grouping === 'training' ? view.line : null,
  };
}
