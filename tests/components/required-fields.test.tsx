// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { isInaccessible } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import en from '../../public/assets/i18n/en.json';
import { CreatePasswordPage } from '../../src/routes/templates/create-password-page';
import { RegisterPage } from '../../src/routes/templates/register-page';
import { ResetPasswordPage } from '../../src/routes/templates/reset-password-page';
import { SignInPage } from '../../src/routes/templates/sign-in-page';
import { TwoStepPage } from '../../src/routes/templates/two-step-page';
import { authVariants } from '../../src/components/auth/auth-variants';
import { LoginForm } from '../../src/routes/auth/login-form';
import { loginSchema } from '../../src/components/forms/login.schema';
import { RegisterForm } from '../../src/routes/auth/register-form';
import { registerSchema } from '../../src/components/forms/register.schema';
import type * as TemplateFormModule from '../../src/components/forms/template-form';
import type { TemplateField } from '../../src/components/forms/field-look';
import { schemaFor } from '../../src/components/forms/template-rules';
import { OnepageLanding } from '../../src/routes/landing/onepage-landing';
import { ProductLanding } from '../../src/routes/landing/product-landing';
import { ChangePasswordForm } from '../../src/routes/shell/change-password-dialog';
import { changePasswordSchema } from '../../src/routes/shell/change-password-form.schema';
import { ComingSoonPage } from '../../src/routes/templates/coming-soon-page';
import { EmployeeForm } from '../../src/routes/employees/employee-form';
import { employeeSchema } from '../../src/routes/employees/employee-form.schema';
import { RecordCompletionForm } from '../../src/routes/employees/record-completion-form';
import { pastCompletionSchema, recordCompletionSchema } from '../../src/routes/employees/record-completion-form.schema';
import { PastCompletionForm } from '../../src/routes/employees/past-completion-form';
import { ScheduleTrainingForm } from '../../src/routes/employees/schedule-training-form';
import { scheduleTrainingSchema } from '../../src/routes/employees/schedule-training-form.schema';
import { storyData, storyIndex, storyOptions } from '../../src/components/training/story-data';
import { TrainingForm } from '../../src/routes/trainings/training-form';
import { trainingSchema } from '../../src/routes/trainings/training-form.schema';
import { renderWithApp } from '../render';

/**
 * Required means required everywhere (§2, §5): every field a form's schema requires is required in
 * the accessibility tree from the first paint (native `required`, or `aria-required` on a role that
 * carries it: a button does not, so a select must be a combobox), and no other field is. "The schema
 * requires it" is read from the schema itself: the field's empty value ('' or unchecked) fails it.
 */

vi.setConfig({ testTimeout: 30_000 });

const TODAY = '2026-03-15';

// The template pages build their form's schema from the fields they hand TemplateForm
// (`schemaFor(fields)`); the spy keeps those fields so the test reads the same schema.
const templateForms: TemplateField[][] = [];
vi.mock('../../src/components/forms/template-form', async (importOriginal) => {
  const actual = await importOriginal<typeof TemplateFormModule>();
  return {
    ...actual,
    TemplateForm: (props: Parameters<typeof actual.TemplateForm>[0]) => {
      if (!templateForms.includes(props.fields as TemplateField[])) templateForms.push(props.fields as TemplateField[]);
      return <actual.TemplateForm {...props} />;
    },
  };
});

beforeAll(async () => {
  await import('@hookform/resolvers/yup');
});

/**
 * Roles that carry aria-required (WAI-ARIA 1.2); `textbox` stands for every native text input, a password one too.
 * jest-dom's toBeRequired holds the same rule, but as an assertion: the walk below needs a yes or no
 * for each control, and a date field's group, which no role rule covers.
 */
const CARRIES_REQUIRED = new Set(['checkbox', 'combobox', 'gridcell', 'listbox', 'radiogroup', 'spinbutton', 'textbox', 'searchbox', 'tree']);

function roleOf(element: Element): string {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit;
  if (element instanceof HTMLInputElement) return element.type === 'checkbox' ? 'checkbox' : 'textbox';
  return element.tagName.toLowerCase();
}

/** Whether assistive technology hears this control as required; a date field's group is, when each of its parts is. */
function requiredInTree(element: Element): boolean {
  if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) && element.required) return true;
  if (element.getAttribute('aria-required') === 'true' && CARRIES_REQUIRED.has(roleOf(element))) return true;
  if (roleOf(element) === 'group') {
    const parts = [...element.querySelectorAll('[role="spinbutton"]')];
    return parts.length > 0 && parts.every(requiredInTree);
  }
  return false;
}

const exposed = (element: Element) => !isInaccessible(element);

/** The controls of the field labelled `label` as assistive technology reaches them (a select's name also holds its value). */
function controlsLabelled(scope: HTMLElement, label: string): Element[] {
  // A date field's calendar button is labelled by the field too; it is an action, not the value.
  const labelled = within(scope)
    .queryAllByLabelText(label, { exact: true })
    .filter((element) => exposed(element) && roleOf(element) !== 'button');
  if (labelled.length) return labelled;
  return within(scope)
    .queryAllByRole('combobox')
    .filter(
      (combobox) =>
        exposed(combobox) && (combobox.getAttribute('aria-labelledby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent === label),
    );
}

const emptyValueOf = (schema: AnyObjectSchema, field: string) => (schema.describe().fields[field]?.type === 'boolean' ? false : '');

/** The schema's fields, each with whether its empty value fails (with the other fields empty, or as `given`). */
async function schemaRequired(schema: AnyObjectSchema, given: Record<string, unknown> = {}): Promise<Record<string, boolean>> {
  const fields = Object.keys(schema.describe().fields);
  const empty = Object.fromEntries(fields.map((field) => [field, emptyValueOf(schema, field)]));
  const entries = await Promise.all(
    fields.map(async (field) => {
      const values = { ...empty, ...given, [field]: emptyValueOf(schema, field) };
      const fails = await schema.validateAt(field, values).then(
        () => false,
        () => true,
      );
      return [field, fails] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The same fields as the accessibility tree tells them: required, not, or missing (no control by that label). */
function treeRequired(scope: HTMLElement, labels: Record<string, string>): Record<string, boolean | 'no control'> {
  return Object.fromEntries(
    Object.entries(labels).map(([field, label]) => {
      const controls = controlsLabelled(scope, label);
      return [field, controls.length === 0 ? 'no control' : controls.every(requiredInTree)];
    }),
  );
}

interface AppForm {
  name: string;
  render: () => ReactElement;
  schema: AnyObjectSchema;
  /** Each schema field's label, as the form shows it in English. */
  labels: Record<string, string>;
  /** Values the form opens with that decide what else is required. */
  given?: Record<string, unknown>;
}

const employeeLabels = {
  code: 'Employee code',
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  departmentId: 'Department',
  designationId: 'Designation',
  workCenterId: 'Work center',
  hireDate: 'Hire date',
  active: 'Active',
};
const trainingLabels = {
  code: 'Code',
  title: 'Title',
  typeId: 'Type',
  competencyId: 'Competency',
  neverExpires: 'Never expires',
  validityMonths: 'Validity (months)',
  durationHours: 'Duration (hours)',
};
const options = <T extends { id: string; name: string }>(rows: readonly T[]) => [...new Map(rows.map(({ id, name }) => [id, { id, name }])).values()];
const trainingOptions = {
  types: options(storyIndex.trainings.map(({ type }) => type)),
  competencies: options(storyIndex.trainings.map(({ competency }) => competency)),
};
const { id: _id, ...neverExpiring } = { ...storyIndex.trainings[0]!.training, validityMonths: null };

const appForms: AppForm[] = [
  {
    name: 'sign-in (/login)',
    render: () => <LoginForm onSubmit={vi.fn()} onInvalid={vi.fn()} isSubmitting={false} />,
    schema: loginSchema,
    labels: { email: 'Username or email', password: 'Password' },
  },
  {
    name: 'register (/register)',
    render: () => <RegisterForm onSubmit={vi.fn()} onInvalid={vi.fn()} isSubmitting={false} />,
    schema: registerSchema,
    labels: { email: 'Email', username: 'Username', password: 'Password' },
  },
  {
    name: 'change password (profile menu)',
    render: () => <ChangePasswordForm isSubmitting={false} onSubmit={vi.fn()} onInvalid={vi.fn()} onClose={vi.fn()} />,
    schema: changePasswordSchema,
    labels: { oldPassword: 'Old Password', newPassword: 'New Password', cPassword: 'Confirm Password' },
  },
  {
    name: 'new employee',
    render: () => (
      <EmployeeForm
        departments={storyOptions(storyData.departments)}
        designations={storyData.designations}
        workCenters={storyOptions(storyData.workCenters)}
        today={TODAY}
        onSubmit={vi.fn()}
      />
    ),
    schema: employeeSchema(TODAY),
    labels: employeeLabels,
  },
  {
    name: 'new training',
    render: () => <TrainingForm {...trainingOptions} onSubmit={vi.fn()} />,
    schema: trainingSchema,
    labels: trainingLabels,
  },
  {
    name: 'edit a training that never expires',
    render: () => <TrainingForm {...trainingOptions} training={neverExpiring} onSubmit={vi.fn()} />,
    schema: trainingSchema,
    labels: trainingLabels,
    given: { neverExpires: true },
  },
  {
    name: 'record completion',
    render: () => <RecordCompletionForm today={TODAY} onSubmit={vi.fn()} />,
    schema: recordCompletionSchema(TODAY),
    labels: { completionDate: 'Completion date', score: 'Score (optional)' },
  },
  {
    name: 'schedule training',
    render: () => (
      <ScheduleTrainingForm
        trainings={options(storyIndex.trainings.map(({ training }) => ({ id: training.id, name: training.title })))}
        today={TODAY}
        onSubmit={vi.fn()}
      />
    ),
    schema: scheduleTrainingSchema(TODAY),
    labels: { trainingId: 'Training', scheduledDate: 'Scheduled date' },
  },
  {
    name: 'record a completed training',
    render: () => (
      <PastCompletionForm
        trainings={options(storyIndex.trainings.map(({ training }) => ({ id: training.id, name: training.title })))}
        today={TODAY}
        onSubmit={vi.fn()}
      />
    ),
    schema: pastCompletionSchema(TODAY),
    labels: { trainingId: 'Training', completionDate: 'Completion date', score: 'Score (optional)' },
  },
];

describe('required fields: the schema and the accessibility tree agree', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(appForms)('$name', async ({ render, schema, labels, given }) => {
    renderWithApp(render());
    const tree = treeRequired(document.body, labels);
    expect(Object.keys(labels).sort()).toEqual(Object.keys(schema.describe().fields).sort());
    expect(tree).toEqual(await schemaRequired(schema, given));
  });

  it('an empty submit marks every required select invalid, beside its message (new employee)', async () => {
    renderWithApp(appForms[3]!.render());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add employee' }));
    for (const label of ['Department', 'Designation', 'Work center']) {
      const [select] = controlsLabelled(document.body, label);
      await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(screen.getByText('Choose a department.')).toBeVisible();
  });

  const templatePages: [string, () => ReactElement, string?][] = [
    ...authVariants.flatMap((variant): [string, () => ReactElement, string?][] => [
      [`template sign-in, ${variant}, Email tab`, () => <SignInPage variant={variant} />],
      [`template sign-in, ${variant}, Phone tab`, () => <SignInPage variant={variant} />, 'Phone'],
      [`template register, ${variant}`, () => <RegisterPage variant={variant} />],
      [`reset password, ${variant}`, () => <ResetPasswordPage variant={variant} />],
      [`create password, ${variant}`, () => <CreatePasswordPage variant={variant} />],
    ]),
    ['coming soon', () => <ComingSoonPage remaining={{ days: 1, hours: 2, minutes: 3, seconds: 4 }} launched={false} />],
    ['one-page landing', () => <OnepageLanding />],
    ['product landing', () => <ProductLanding />],
  ];

  it.each(templatePages)('%s', async (_, page, tab) => {
    templateForms.length = 0;
    renderWithApp(page());
    if (tab) await userEvent.setup().click(await screen.findByRole('tab', { name: tab }));
    await waitFor(() => expect(templateForms).not.toHaveLength(0));
    const form = templateForms.at(-1)!;
    const scope = await waitFor(() => {
      const found = document.querySelector<HTMLFormElement>(`form:has([name="${form[0]!.name}"])`);
      expect(found).not.toBeNull();
      return found!;
    });
    expect(scope.noValidate).toBe(true);
    const labels = Object.fromEntries(form.map((field) => [field.name, en[field.label as keyof typeof en]]));
    expect(treeRequired(scope, labels)).toEqual(await schemaRequired(schemaFor(form)));
  });

  it('two-step verification: each of the four digits is required', () => {
    renderWithApp(<TwoStepPage variant="basic" email="admin@example.com" onConfirm={vi.fn()} />);
    const digits = screen.getAllByRole('textbox', { name: /^Digit \d/ });
    expect(digits).toHaveLength(4);
    for (const digit of digits) expect(digit).toBeRequired();
  });
});
