import type { Change, RevertResult } from '../../domain/change';

/** A change as the stories show it, with what every one has. */
function change(id: number, fields: Partial<Change>): Change {
  return {
    id: `chg-${id}`,
    at: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T09:${String(id % 60).padStart(2, '0')}:00.000Z`,
    actorId: 1,
    actorName: 'Alex Morgan',
    kind: 'employee',
    recordId: 'emp-3',
    recordLabel: 'Mei Martin',
    action: 'updated',
    fields: [],
    batchId: null,
    batchLabel: null,
    revertOf: null,
    version: 2,
    canRevert: true,
    ...fields,
  };
}

/** An employee's history of every kind: an edit, a revert, an import's record, an exemption, a requirement's lists. */
export const storyChanges: Change[] = [
  change(9, {
    fields: [
      { field: 'lastName', before: 'Martin', after: 'Martín-López' },
      { field: 'departmentId', before: 'Operations', after: 'Health & Safety' },
      { field: 'active', before: true, after: false },
    ],
    version: 4,
  }),
  change(8, {
    actorId: 2,
    actorName: 'Maria Santos',
    revertOf: 'chg-7',
    fields: [{ field: 'hireDate', before: '2022-10-12', after: '2022-10-11' }],
    version: 3,
  }),
  change(7, {
    kind: 'record',
    recordId: 'rec-120',
    recordLabel: 'Mei Martin · Forklift Operator Certification',
    action: 'created',
    batchId: 'import-1-9f2c',
    batchLabel: 'course-history-2026.xlsx',
    fields: [
      { field: 'employeeId', before: null, after: 'Mei Martin' },
      { field: 'trainingId', before: null, after: 'Forklift Operator Certification' },
      { field: 'completionDate', before: null, after: '2026-10-02' },
      { field: 'expiryDate', before: null, after: '2028-10-02' },
      { field: 'score', before: null, after: 91 },
    ],
    version: 1,
  }),
  change(6, {
    kind: 'exemption',
    recordId: 'exm-4',
    recordLabel: 'Mei Martin · GDPR Essentials',
    action: 'removed',
    fields: [{ field: 'reason', before: 'On long-term leave; to be trained on return.', after: null }],
    version: 0,
    canRevert: false,
  }),
  change(5, {
    kind: 'requirement',
    recordId: 'req-9',
    recordLabel: 'First Aid at Work',
    action: 'created',
    fields: [
      { field: 'departmentIds', before: null, after: ['Operations', 'Logistics'] },
      { field: 'effectiveFrom', before: null, after: '2026-12-01' },
      { field: 'graceDays', before: null, after: 30 },
    ],
    version: 1,
    canRevert: false,
  }),
];

/** Forty changes of one employee, for a history longer than a page. */
export const longStoryChanges: Change[] = Array.from({ length: 40 }, (_, index) =>
  change(100 - index, { fields: [{ field: 'email', before: `mei.${index}@example.com`, after: `mei.${index + 1}@example.com` }], version: 41 - index }),
);

/** A revert that met a newer change: nothing written, the newer change shown. */
export const storyConflict: RevertResult = {
  message: 'This employee was changed by someone else since.',
  changes: [],
  conflicts: [
    {
      kind: 'employee',
      recordId: 'emp-3',
      label: 'Mei Martin',
      detail: null,
      changes: [
        change(10, {
          actorId: 3,
          actorName: 'Victor Hale',
          fields: [{ field: 'email', before: 'mei.martin@example.com', after: 'mei@example.com' }],
          version: 5,
        }),
      ],
    },
  ],
};
