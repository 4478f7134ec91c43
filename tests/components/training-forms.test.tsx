// @vitest-environment jsdom
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EmployeeForm } from '../../src/routes/employees/employee-form';
import { RecordCompletionForm } from '../../src/routes/employees/record-completion-form';
import { ScheduleTrainingForm } from '../../src/routes/employees/schedule-training-form';
import { TrainingForm } from '../../src/routes/trainings/training-form';
import { renderWithApp } from '../render';

const TODAY = '2026-03-15';

// Typing through react-aria is slow on a busy machine; the assertions, not the clock, decide these tests.
vi.setConfig({ testTimeout: 30_000 });

// The forms load yup and their schema on first submit; load them once up front so a first
// validation does not race the default waitFor timeout.
beforeAll(async () => {
  await Promise.all([
    import('@hookform/resolvers/yup'),
    import('../../src/routes/employees/record-completion-form.schema'),
    import('../../src/routes/employees/schedule-training-form.schema'),
    import('../../src/routes/trainings/training-form.schema'),
    import('../../src/routes/employees/employee-form.schema'),
  ]);
});

describe('RecordCompletionForm', () => {
  it('records today and a score by default', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<RecordCompletionForm today={TODAY} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Score (optional)' }), '88');
    await user.click(screen.getByRole('button', { name: 'Record completion' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ completionDate: TODAY, score: 88 }));
  });

  it('sends no score when none was given', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<RecordCompletionForm today={TODAY} onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record completion' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ completionDate: TODAY, score: null }));
  });

  it('rejects a score above 100 and a date in the future, next to the fields, keeping the input', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<RecordCompletionForm today={TODAY} onSubmit={onSubmit} defaultValues={{ completionDate: '2026-03-16' }} />);
    const score = screen.getByRole('textbox', { name: 'Score (optional)' });
    await user.type(score, '101');
    await user.click(screen.getByRole('button', { name: 'Record completion' }));
    expect(await screen.findByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
    expect(screen.getByText('The completion date cannot be in the future.')).toBeInTheDocument();
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(score).toHaveValue('101');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a date before the hire date given as the earliest', async () => {
    const onSubmit = vi.fn();
    renderWithApp(<RecordCompletionForm today={TODAY} earliest="2026-03-10" onSubmit={onSubmit} defaultValues={{ completionDate: '2026-03-09' }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record completion' }));
    expect(await screen.findByText('The completion date cannot be before the hire date.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows why a save failed and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderWithApp(<RecordCompletionForm today={TODAY} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Score (optional)' }), '75');
    await user.click(screen.getByRole('button', { name: 'Record completion' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    rerender(<RecordCompletionForm today={TODAY} onSubmit={onSubmit} submitError="Something went wrong" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('textbox', { name: 'Score (optional)' })).toHaveValue('75');
  });

  it('in a conflict, a value that is empty on one side reads "(empty)", and a field equal on both sides is not listed', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecordCompletionForm today={TODAY} onSubmit={vi.fn()} conflict={{ current: { completionDate: TODAY, score: null }, onDiscard: vi.fn() }} />);
    await user.type(screen.getByRole('textbox', { name: 'Score (optional)' }), '75');
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('This training record was changed by someone else.')).toBeInTheDocument();
    const rows = within(notice)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([['Score (optional)', '(empty)', '75']]);
  });
});

describe('ScheduleTrainingForm', () => {
  const trainings = [
    { id: 't1', name: 'FS-101 · Fire Safety Awareness' },
    { id: 't2', name: 'FA-103 · Basic First Aid' },
  ];

  it('asks for a training and a date', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ScheduleTrainingForm trainings={trainings} today={TODAY} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose a training.')).toBeInTheDocument();
    expect(screen.getByText('Enter the scheduled date.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a date before today', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <ScheduleTrainingForm trainings={trainings} today={TODAY} onSubmit={onSubmit} defaultValues={{ trainingId: 't2', scheduledDate: '2026-03-14' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Choose today or a later date.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('schedules the chosen training', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<ScheduleTrainingForm trainings={trainings} today={TODAY} onSubmit={onSubmit} defaultValues={{ scheduledDate: '2026-04-02' }} />);
    await user.click(screen.getByRole('combobox', { name: /Training/ }));
    await user.click(screen.getByRole('option', { name: 'FA-103 · Basic First Aid' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ trainingId: 't2', scheduledDate: '2026-04-02' }, expect.anything()));
  });
});

describe('TrainingForm', () => {
  const types = [{ id: 'ty1', name: 'Classroom' }];
  const competencies = [{ id: 'c1', name: 'Fire Safety' }];

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'FS-201');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Fire Warden Refresher ');
    await user.click(screen.getByRole('combobox', { name: /Type/ }));
    await user.click(screen.getByRole('option', { name: 'Classroom' }));
    await user.click(screen.getByRole('combobox', { name: /Competency/ }));
    await user.click(screen.getByRole('option', { name: 'Fire Safety' }));
    await user.type(screen.getByRole('textbox', { name: 'Duration (hours)' }), '1.5');
  }

  it('needs a validity unless the training never expires', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<TrainingForm types={types} competencies={competencies} onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create training' }));
    expect(await screen.findByText('Enter the validity in months, or tick Never expires.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Never expires' }));
    expect(screen.getByRole('textbox', { name: 'Validity (months)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Create training' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        code: 'FS-201',
        title: 'Fire Warden Refresher',
        typeId: 'ty1',
        competencyId: 'c1',
        validityMonths: null,
        durationHours: 1.5,
      }),
    );
  });

  it('saves a validity in months', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<TrainingForm types={types} competencies={competencies} onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Validity (months)' }), '24');
    await user.click(screen.getByRole('button', { name: 'Create training' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ validityMonths: 24 })));
  });

  it('explains a bad code and an empty form field by field', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<TrainingForm types={types} competencies={competencies} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'fire safety');
    await user.click(screen.getByRole('button', { name: 'Create training' }));
    expect(await screen.findByText('Use 2 to 20 capital letters, digits or dashes, e.g. FS-101.')).toBeInTheDocument();
    expect(screen.getByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Choose a type.')).toBeInTheDocument();
    expect(screen.getByText('Choose a competency.')).toBeInTheDocument();
    expect(screen.getByText('Enter the duration in hours.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('fire safety');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits an existing training', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const training = { code: 'FS-101', title: 'Fire Safety Awareness', typeId: 'ty1', competencyId: 'c1', validityMonths: 12, durationHours: 2 };
    renderWithApp(<TrainingForm types={types} competencies={competencies} training={training} onSubmit={onSubmit} />);
    const duration = screen.getByRole('textbox', { name: 'Duration (hours)' });
    await user.clear(duration);
    await user.type(duration, '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...training, durationHours: 3 }));
  });
});

describe('EmployeeForm (§11)', () => {
  const departments = [
    { id: 'dep-1', name: 'Operations' },
    { id: 'dep-2', name: 'Maintenance' },
  ];
  const designations = [
    { id: 'des-1', name: 'Shift Supervisor', departmentId: 'dep-1' },
    { id: 'des-2', name: 'Electrician', departmentId: 'dep-2' },
  ];
  const workCenters = [{ id: 'wc-1', name: 'North Plant' }];
  const laura = {
    code: 'EMP-00007',
    firstName: 'Laura',
    lastName: 'Chen',
    email: 'laura.chen@trendmfg.example',
    departmentId: 'dep-1',
    designationId: 'des-1',
    workCenterId: 'wc-1',
    hireDate: '2020-06-01',
    active: true,
  };
  const props = { departments, designations, workCenters, today: TODAY };

  it('asks for every field, next to each, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<EmployeeForm {...props} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'laura@');
    await user.click(screen.getByRole('button', { name: 'Add employee' }));
    expect(await screen.findByText('Enter a code.')).toBeInTheDocument();
    for (const message of [
      'Enter the first name.',
      'Enter the last name.',
      'Please enter a valid email address.',
      'Choose a department.',
      'Choose a designation.',
      'Choose a work center.',
      'Enter the hire date.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('laura@');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the designations of the chosen department and clears one of another department', async () => {
    const user = userEvent.setup();
    renderWithApp(<EmployeeForm {...props} employee={laura} onSubmit={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: /Designation/ })).toHaveTextContent('Shift Supervisor');
    await user.click(screen.getByRole('combobox', { name: /Department/ }));
    await user.click(screen.getByRole('option', { name: 'Maintenance' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Designation/ })).not.toHaveTextContent('Shift Supervisor'));
    await user.click(screen.getByRole('combobox', { name: /Designation/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Electrician']);
  });

  it('refuses a lower-case code and a hire date after today', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<EmployeeForm {...props} employee={{ ...laura, code: 'emp-7', hireDate: '2026-03-16' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use 2 to 20 capital letters, digits or dashes, e.g. EMP-00042.')).toBeInTheDocument();
    expect(screen.getByText('The hire date cannot be in the future.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the trimmed values, deactivation included', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<EmployeeForm {...props} employee={laura} onSubmit={onSubmit} />);
    const last = screen.getByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, ' Chen-Wu ');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...laura, lastName: 'Chen-Wu', active: false }, expect.anything()));
  });

  it('someone else saved meanwhile: says so, shows what is saved now beside what was typed, keeps the input, and offers to save over or discard', async () => {
    const onSubmit = vi.fn();
    const onDiscard = vi.fn();
    const user = userEvent.setup();
    const saved = { ...laura, firstName: 'Lara', departmentId: 'dep-2', designationId: 'des-2' };
    const { rerender } = renderWithApp(<EmployeeForm {...props} employee={laura} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), '-Wu');
    rerender(<EmployeeForm {...props} employee={laura} onSubmit={onSubmit} conflict={{ current: saved, onDiscard }} />);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('This employee was changed by someone else.')).toBeInTheDocument();
    const rows = within(notice)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['First name', 'Lara', 'Laura'],
      ['Last name', 'Chen', 'Chen-Wu'],
      ['Department', 'Maintenance', 'Operations'],
      ['Designation', 'Electrician', 'Shift Supervisor'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Chen-Wu');
    await user.click(within(notice).getByRole('button', { name: 'Discard mine' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ...laura, lastName: 'Chen-Wu' }, expect.anything()));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const message = 'The code EMP-00007 is already used by Laura Chen.';
    renderWithApp(<EmployeeForm {...props} employee={laura} submitError={message} onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'x');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Laurax');
    expect(screen.getByRole('textbox', { name: 'Employee code' })).toHaveAttribute('maxlength', '20');
  });
});
