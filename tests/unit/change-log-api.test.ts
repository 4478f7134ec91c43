import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { DEMO_MANAGER, DEMO_USER, DEMO_VIEWER } from '../../mocks/fixtures/users';
import type { ChangeView } from '../../mocks/change-views';
import { restCall } from '../api-calls';
import { installMemoryStorage } from '../storage';

beforeAll(() => installMemoryStorage());

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });
const put = (body: unknown) => ({ method: 'PUT', body: JSON.stringify(body) });

/** The changes of the log `user` reads, newest first, with `query`'s filters. */
async function changes(query = '', user = DEMO_USER) {
  const { status, body } = await restCall(`/training/changes?size=100&${query}`, {}, user);
  expect(status).toBe(200);
  return body.data as { items: ChangeView[]; totalCount: number };
}

/** An employee's editable fields, as the form sends them. */
function fieldsOf(id: string) {
  const { id: _id, version, ...fields } = db.employees.find((employee) => employee.id === id)!;
  return { fields, version };
}

/** Renames an employee through the API. @returns the answer. */
async function rename(id: string, lastName: string, user = DEMO_USER) {
  const { fields, version } = fieldsOf(id);
  return restCall(`/training/employees/${id}`, put({ ...fields, lastName, version }), user);
}

describe('the change log', () => {
  it('records an edit with who, when, and each field before and after, in names', async () => {
    const employee = db.employees.find((candidate) => candidate.departmentId !== db.employees[0]!.departmentId)!;
    const { fields, version } = fieldsOf(employee.id);
    const department = db.departments.find((candidate) => candidate.id !== employee.departmentId)!;
    const designation = db.designations.find((candidate) => candidate.departmentId === department.id)!;
    const answer = await restCall(
      `/training/employees/${employee.id}`,
      put({ ...fields, lastName: 'Changed', departmentId: department.id, designationId: designation.id, version }),
    );
    expect(answer.status).toBe(200);
    const [latest] = (await changes(`employee=${employee.id}`)).items;
    expect(latest).toMatchObject({
      kind: 'employee',
      recordId: employee.id,
      action: 'updated',
      actorName: 'Alex Morgan',
      version: version + 1,
      canRevert: true,
    });
    expect(latest!.fields).toEqual(
      expect.arrayContaining([
        { field: 'lastName', before: employee.lastName, after: 'Changed' },
        { field: 'departmentId', before: db.departments.find((row) => row.id === employee.departmentId)!.name, after: department.name },
      ]),
    );
    expect(Date.now() - Date.parse(latest!.at)).toBeLessThan(60_000);
  });

  it('reverts a change as a new change, which can itself be reverted', async () => {
    const id = 'emp-3';
    const before = structuredClone(db.employees.find((employee) => employee.id === id)!);
    await rename(id, 'Wrong');
    const [edit] = (await changes(`record=employee:${id}`)).items;
    const reverted = await restCall(`/training/changes/${edit!.id}/revert`, json({ version: edit!.version }));
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe('The change was undone.');
    const now = db.employees.find((employee) => employee.id === id)!;
    expect({ ...now, version: 0 }).toEqual({ ...before, version: 0 });
    const [revert] = (await changes(`record=employee:${id}`)).items;
    expect(revert).toMatchObject({ revertOf: edit!.id, fields: [{ field: 'lastName', before: 'Wrong', after: before.lastName }] });
    expect((await restCall(`/training/changes/${revert!.id}/revert`, json({ version: revert!.version }))).status).toBe(200);
    expect(db.employees.find((employee) => employee.id === id)!.lastName).toBe('Wrong');
  });

  it('refuses a revert of a record changed since: 409 with the newer change, and writes nothing', async () => {
    const id = 'emp-4';
    await rename(id, 'First');
    const [older] = (await changes(`record=employee:${id}`)).items;
    await rename(id, 'Second');
    const count = db.changes.length;
    const answer = await restCall(`/training/changes/${older!.id}/revert`, json({ version: older!.version }));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This employee was changed by someone else since.');
    const { conflicts } = answer.body.data as { conflicts: { recordId: string; changes: ChangeView[] }[] };
    expect(conflicts[0]!.changes[0]!.fields).toEqual([{ field: 'lastName', before: 'First', after: 'Second' }]);
    expect(db.employees.find((employee) => employee.id === id)!.lastName).toBe('Second');
    expect(db.changes.length).toBe(count);
    expect((await restCall(`/training/changes/${older!.id}/revert`, json({}))).status).toBe(428);
  });

  it("refuses a viewer's revert (403), and one of a change that does not exist or is another scope's (404)", async () => {
    const outside = db.employees.find((employee) => employee.departmentId !== String(DEMO_MANAGER.node_id))!;
    await rename(outside.id, 'Elsewhere');
    const [entry] = (await changes(`record=employee:${outside.id}`)).items;
    const count = db.changes.length;
    expect((await restCall(`/training/changes/${entry!.id}/revert`, json({ version: entry!.version }), DEMO_MANAGER)).status).toBe(404);
    expect((await restCall(`/training/changes/chg-999999/revert`, json({ version: 1 }))).status).toBe(404);
    const inside = db.employees.find((employee) => employee.departmentId === String(DEMO_VIEWER.node_id))!;
    await rename(inside.id, 'Inside');
    const [theirs] = (await changes(`record=employee:${inside.id}`, DEMO_VIEWER)).items;
    expect(theirs!.canRevert).toBe(false);
    const refused = await restCall(`/training/changes/${theirs!.id}/revert`, json({ version: theirs!.version }), DEMO_VIEWER);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Permission Denied');
    expect(db.changes.length).toBe(count + 1);
    expect((await changes('', DEMO_MANAGER)).items.every((change) => change.recordId !== outside.id)).toBe(true);
  });

  it('undoes a whole import as one, restoring the records exactly (generated), and can undo the undo', async () => {
    const employees = db.employees.filter((employee) => employee.active).slice(0, 6);
    let imports = 0;
    const trainings = db.trainings.slice(0, 6);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.record({ employee: fc.nat(5), training: fc.nat(5), daysAgo: fc.integer({ min: 1, max: 300 }) }), {
          minLength: 1,
          maxLength: 8,
          selector: (row) => `${row.employee}:${row.training}`,
        }),
        fc.stringMatching(/^[a-z0-9-]{1,20}$/),
        async (picked, name) => {
          // Each import its own batch, as the browser makes one per import: a name fast-check gives twice must not join two.
          const batchName = `${name}-${(imports += 1)}`;
          const strip = () => db.records.map(({ version: _version, ...record }) => record).sort((a, b) => a.id.localeCompare(b.id));
          const before = strip();
          const rows = picked.map(({ employee, training, daysAgo }, index) => ({
            line: index + 2,
            employeeCode: employees[employee]!.code,
            trainingCode: trainings[training]!.code,
            scheduledDate: '',
            completionDate: new Date(Date.now() - daysAgo * 86_400_000 - Math.max(0, Date.parse(employees[employee]!.hireDate) - Date.now()))
              .toISOString()
              .slice(0, 10),
            expiryDate: '',
            score: '',
          }));
          const imported = await restCall('/training/records/import', json({ rows, batch: { id: batchName, file: 'history.csv' } }));
          expect(imported.status).toBe(200);
          const { added, batch } = imported.body.data as { added: number; batch: { id: string; label: string } };
          expect(batch.label).toBe('history.csv');
          const undone = await restCall(`/training/changes/batches/${batch.id}/undo`, json({}));
          if (added === 0) {
            expect(undone.status).toBe(404);
            return;
          }
          expect(undone.status).toBe(200);
          expect(undone.body.message).toBe('The import of history.csv was undone.');
          expect(strip()).toEqual(before);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('undoes nothing of an import when one of its records changed since, and lists it', async () => {
    const employee = db.employees.find((candidate) => candidate.active)!;
    const record = db.records.find((candidate) => candidate.employeeId === employee.id && candidate.completionDate === null);
    const scheduled = record ?? null;
    const training = db.trainings.find((candidate) => !db.records.some((row) => row.employeeId === employee.id && row.trainingId === candidate.id))!;
    const rows = [
      { line: 2, employeeCode: employee.code, trainingCode: training.code, scheduledDate: '2099-01-01', completionDate: '', expiryDate: '', score: '' },
    ];
    const imported = await restCall('/training/records/import', json({ rows, batch: { id: 'plan', file: 'plan.xlsx' } }));
    const { batch } = imported.body.data as { batch: { id: string } };
    const created = db.records.at(-1)!;
    const completed = await restCall(
      `/training/records/${created.id}/completion`,
      json({ completionDate: employee.hireDate, score: null, version: created.version }),
    );
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const count = db.records.length;
    const undone = await restCall(`/training/changes/batches/${batch.id}/undo`, json({}));
    expect(undone.status).toBe(409);
    expect((undone.body.data as { conflicts: { recordId: string }[] }).conflicts.map((conflict) => conflict.recordId)).toEqual([created.id]);
    expect(db.records.length).toBe(count);
    expect(scheduled === null || db.records.includes(scheduled)).toBe(true);
  });

  it('pages the log on the server and filters it by person, kind and time', async () => {
    for (const name of ['A', 'B', 'C']) await rename('emp-6', name);
    await rename('emp-7', 'Other', DEMO_MANAGER);
    const page = await restCall('/training/changes?size=2&page=2&record=employee:emp-6');
    expect(page.body.data).toMatchObject({ totalCount: 3, pageNumber: 2, pageSize: 2 });
    const people = (await restCall('/training/changes/people')).body.data as { id: number; name: string }[];
    expect(people.map((person) => person.name)).toEqual(expect.arrayContaining(['Alex Morgan']));
    const byManager = await changes(`actor=${DEMO_MANAGER.user_id}`);
    expect(byManager.items.every((change) => change.actorId === DEMO_MANAGER.user_id)).toBe(true);
    expect((await changes(`kind=training`)).items.every((change) => change.kind === 'training')).toBe(true);
    expect((await changes(`since=${new Date(Date.now() + 60_000).toISOString()}`)).totalCount).toBe(0);
  });

  it("refuses a manager's revert that would move an employee into or out of their department (403), writing nothing", async () => {
    const employee = db.employees.find((candidate) => candidate.departmentId === String(DEMO_MANAGER.node_id) && candidate.active)!;
    const { fields, version } = fieldsOf(employee.id);
    const elsewhere = db.departments.find((department) => department.id !== employee.departmentId)!;
    const designation = db.designations.find((candidate) => candidate.departmentId === elsewhere.id)!;
    // An admin moves one of the manager's employees out of their department.
    await restCall(`/training/employees/${employee.id}`, put({ ...fields, departmentId: elsewhere.id, designationId: designation.id, version }));
    const [move] = (await changes(`record=employee:${employee.id}`, DEMO_MANAGER)).items;
    expect(move).toMatchObject({ canRevert: false });
    const count = db.changes.length;
    const answer = await restCall(`/training/changes/${move!.id}/revert`, json({ version: move!.version }), DEMO_MANAGER);
    expect(answer.status).toBe(403);
    expect(db.changes.length).toBe(count);
    expect(db.employees.find((candidate) => candidate.id === employee.id)!.departmentId).toBe(elsewhere.id);
  });

  it("will not bring back a record whose training is gone, and never gives a reverted record's id to a new one", async () => {
    const created = await restCall(
      '/training/courses',
      json({
        code: 'TMP-900',
        title: 'Short-lived',
        typeId: db.trainingTypes[0]!.id,
        competencyId: db.competencies[0]!.id,
        validityMonths: 12,
        durationHours: 1,
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const training = created.body.data as { id: string };
    const employee = db.employees.find((candidate) => candidate.active)!;
    const scheduled = await restCall('/training/records', json({ employeeId: employee.id, trainingId: training.id, scheduledDate: '2099-06-01' }));
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const recordId = (scheduled.body.data as { record: { id: string } }).record.id;
    const latest = async (record: string) => (await changes(`record=${record}`)).items[0]!;
    const revert = async (record: string) => {
      const change = await latest(record);
      return restCall(`/training/changes/${change.id}/revert`, json({ version: change.version }));
    };
    expect((await revert(`record:${recordId}`)).status).toBe(200);
    expect((await revert(`training:${training.id}`)).status).toBe(200);
    const back = await revert(`record:${recordId}`);
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('This training record cannot be changed back: The training it belongs to is gone.');
    expect(db.records.some((record) => record.id === recordId)).toBe(false);
    const again = await restCall('/training/records', json({ employeeId: employee.id, trainingId: db.trainings[0]!.id, scheduledDate: '2099-06-02' }));
    expect((again.body.data as { record: { id: string } }).record.id).not.toBe(recordId);
  });

  it('lists a lifted exemption among the removals, and Restore brings it back as it was', async () => {
    const exemption = structuredClone(db.exemptions[0]!);
    expect((await restCall(`/training/exemptions/${exemption.id}`, { method: 'DELETE' })).status).toBe(200);
    const [removal] = (await changes('action=removed&kind=exemption')).items;
    expect(removal).toMatchObject({ recordId: exemption.id, action: 'removed', version: 0, canRevert: true });
    expect((await changes('action=removed')).items.every((change) => change.action === 'removed')).toBe(true);
    expect((await restCall(`/training/changes/${removal!.id}/revert`, json({ version: 0 }))).status).toBe(200);
    expect(db.exemptions.find((row) => row.id === exemption.id)).toEqual(exemption);
  });
});
