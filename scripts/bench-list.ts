/**
 * How fast the mock backend answers list requests on the `large` data
 * (10 000 employees, 200 trainings, 100 000 records; a first
 * page well under 200 ms after a search or filter change).
 *
 *   npm run bench:list [-- --runs 20]
 *
 * Prints the time to generate and index the data once, then the median and
 * worst time of each kind of request. Timings only: it asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { generateTrainingData } from '../mocks/fixtures/training';
import { createTrainingIndex } from '../mocks/training-index';
import type { ListRequest } from '../src/domain/list-request';
import { complianceByDepartment, nextExpirations, trainingKpis } from '../mocks/training-stats';
import { requiredCounts } from '../mocks/compliance-matrix';
import { seedCompliance } from '../mocks/fixtures/requirements';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 20;
const today = new Date().toISOString().slice(0, 10);

function time<T>(work: () => T): [ms: number, result: T] {
  const start = performance.now();
  const result = work();
  return [performance.now() - start, result];
}

const [generateMs, data] = time(() => generateTrainingData({ today, size: 'large' }));
const [indexMs, index] = time(() => createTrainingIndex(data, today));
const required = requiredCounts(data, seedCompliance(data, today), today);
const [kpiMs] = time(() => [trainingKpis(index, required.counts), complianceByDepartment(index, required.byDepartment), nextExpirations(index)]);

const department = data.departments[2].id;
const employee = index.employees.find((row) => row.status === 'expired')?.employee.id ?? '';
const cases: [label: string, query: (request: ListRequest) => { totalCount: number }, request: ListRequest][] = [
  ['employees: first page', index.queryEmployees, {}],
  ['employees: search "garcia"', index.queryEmployees, { searchTerm: 'garcia' }],
  ['employees: search "ana ko" + department', index.queryEmployees, { searchTerm: 'ana ko', filterKey: 'department', filterValue: department }],
  ['employees: status=expired, page 5', index.queryEmployees, { whereClause: 'status=expired', pageNumber: 5 }],
  ['employees: sort by work center desc (cold)', index.queryEmployees, { whereClause: 'sort=workCenter&order=desc' }],
  ['records: first page', index.queryRecords, {}],
  ['records: search "forklift"', index.queryRecords, { searchTerm: 'forklift' }],
  ['records: status expiring|expired + department', index.queryRecords, { whereClause: `status=expiring&status=expired&department=${department}` }],
  ['records: one employee (modal)', index.queryRecords, { whereClause: `employee=${employee}&current=true&status=expiring&status=expired` }],
  ['records: date range, sort by expiry (cold)', index.queryRecords, { whereClause: `from=${today.slice(0, 4)}-01-01&to=${today}&sort=expiryDate` }],
  ['records: last page of everything', index.queryRecords, { pageNumber: 10_000 }],
  ['trainings: search "safety"', index.queryTrainings, { searchTerm: 'safety' }],
];

const format = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;
console.log(`large data: ${data.employees.length} employees, ${data.trainings.length} trainings, ${data.records.length} records (today ${today})`);
console.log(`generate ${format(generateMs)}   index ${format(indexMs)}   KPIs + compliance + next expirations ${format(kpiMs)}`);
console.log(`\n${'request'.padEnd(48)} ${'first'.padStart(10)} ${'median'.padStart(10)} ${'worst'.padStart(10)}   matches`);
let worstWarm = 0;
for (const [label, query, request] of cases) {
  const [first, page] = time(() => query(request));
  const times = Array.from({ length: runs }, () => time(() => query(request))[0]).sort((a, b) => a - b);
  const worst = Math.max(first, times[times.length - 1]);
  worstWarm = Math.max(worstWarm, times[times.length - 1]);
  console.log(`${label.padEnd(48)} ${format(first)} ${format(times[Math.floor(times.length / 2)])} ${format(worst)}   ${page.totalCount}`);
}
console.log(`\nworst repeated request: ${worstWarm.toFixed(1)} ms over ${runs} runs each ("first" includes building a new sort order once)`);
