import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastViewSearch, lapseQueryOf, readForecastView } from '../../src/routes/compliance/forecast-view';

describe('the lapse forecast page read from its URL', () => {
  it('reads any query without throwing, and writes back what it read', () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), (search) => {
        const view = readForecastView(new URLSearchParams(search));
        expect(readForecastView(forecastViewSearch(view))).toEqual(view);
        if (!view.open) expect([view.month, view.line]).toEqual([null, null]);
      }),
    );
  });

  it('opens the list of a department, or of a training within the department the page is narrowed to', () => {
    const byDepartment = readForecastView(new URLSearchParams('lapses=open&month=2027-03&line=dep-2'));
    expect(lapseQueryOf(byDepartment)).toEqual({ month: '2027-03', departmentId: 'dep-2', trainingId: null });
    const byTraining = readForecastView(new URLSearchParams('department=dep-1&by=training&lapses=open&line=trn-4'));
    expect(lapseQueryOf(byTraining)).toEqual({ month: null, departmentId: 'dep-1', trainingId: 'trn-4' });
    expect(readForecastView(new URLSearchParams('month=2027-03&line=dep-2'))).toMatchObject({ open: false, month: null, line: null });
    expect(readForecastView(new URLSearchParams('lapses=open&month=March'))).toMatchObject({ open: true, month: null });
  });
});
