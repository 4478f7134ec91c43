import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmployeeRequirements } from './employee-requirements';
import { storyText } from '../../components/stories/story-text';

const meta = {
  title: 'Employees/EmployeeRequirements',
  component: EmployeeRequirements,
  args: {
    name: 'Yusuf Fischer',
    requirements: [
      { trainingId: 'trn-17', code: 'CE-117', title: 'Anti-Bribery and Corruption', status: 'missing', exemptionReasons: [] },
      { trainingId: 'trn-20', code: 'ER-120', title: 'Manual Handling', status: 'expired', exemptionReasons: [] },
      { trainingId: 'trn-2', code: 'FS-102', title: 'Fire Warden Training', status: 'expiring', exemptionReasons: [] },
      { trainingId: 'trn-14', code: 'DP-114', title: 'GDPR Essentials', status: 'due', exemptionReasons: [] },
      { trainingId: 'trn-1', code: 'FS-101', title: 'Fire Safety Awareness', status: 'valid', exemptionReasons: [] },
      {
        trainingId: 'trn-6',
        code: 'FL-106',
        title: 'Forklift Refresher',
        status: 'exempt',
        exemptionReasons: ['Holds a forklift licence from a previous employer.'],
      },
    ],
    onFix: fn(),
  },
} satisfies Meta<typeof EmployeeRequirements>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status; Schedule beside those the employee must still take (missing, expired, expiring, due). */
export const EveryStatus: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'requirements.scheduleOf', { training: 'Anti-Bribery and Corruption' }) }));
    await expect(context.args.onFix).toHaveBeenCalledWith('trn-17');
  },
};

/** An admin's view: Exempt beside every training not exempted, Lift exemption beside the one that is, with its reason. */
export const AdminExemptions: Story = {
  args: { onExempt: fn(), onLift: fn() },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByText(storyText(context, 'requirements.reason', { reason: '\u2068Holds a forklift licence from a previous employer.\u2069' })),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(context, 'requirements.exemptOf', { employee: 'Yusuf Fischer', training: 'GDPR Essentials' }) }),
    );
    await expect(context.args.onExempt).toHaveBeenCalledWith('trn-14');
    await userEvent.click(canvas.getByRole('button', { name: storyText(context, 'requirements.liftOf', { training: 'Forklift Refresher' }) }));
    await expect(context.args.onLift).toHaveBeenCalledWith('trn-6');
    await expect(
      canvas.queryByRole('button', { name: storyText(context, 'requirements.exemptOf', { employee: 'Yusuf Fischer', training: 'Forklift Refresher' }) }),
    ).toBeNull();
  },
};

/** A viewer's view: the statuses, no button. */
export const ReadOnly: Story = { args: { onFix: undefined } };

/** Nothing is required of the employee today. */
export const NoneRequired: Story = { args: { requirements: [] } };

export const Loading: Story = { args: { requirements: null, isLoading: true } };

export const Failed: Story = { args: { requirements: null, error: 'Something went wrong', onRetry: fn() } };
