import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { listedExemption } from '../../../mocks/requirement-checks';
import { seedCompliance } from '../../../mocks/fixtures/requirements';
import { STORY_TODAY, storyData } from '../../components/training/story-data';
import { storyText } from '../../components/stories/story-text';
import { ExemptionsTable, RequirementsTable } from './requirement-tables';
import { scopeChoices } from './scope-choices';

const { requirements, exemptions: stored } = seedCompliance(storyData, STORY_TODAY);
const exemptions = stored.map((exemption) => listedExemption(exemption, storyData, requirements));
const choices = scopeChoices(storyData.departments, storyData.designations, storyData.workCenters);
const byId = (options: readonly { id: string; name: string }[]) => new Map(options.map(({ id, name }) => [id, name]));
const names = { departments: byId(choices.departments), designations: byId(choices.designations), workCenters: byId(choices.workCenters) };
const trainings = new Map(storyData.trainings.map(({ id, code, title }) => [id, { code, title }]));

const meta = {
  title: 'Compliance/RequirementsTable',
  component: RequirementsTable,
  args: { requirements, exemptions, trainings, names, onRetry: fn() },
} satisfies Meta<typeof RequirementsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's requirements: one for everyone, the rest by department, with their exemptions counted. */
export const Loaded: Story = {};

/** A requirement naming a department, a designation and two work centers: each list in words. */
export const Combined: Story = {
  args: {
    requirements: [
      {
        ...requirements[1]!,
        scope: {
          departmentIds: [choices.departments[0]!.id],
          designationIds: [choices.designations[0]!.id],
          workCenterIds: choices.workCenters.slice(0, 2).map(({ id }) => id),
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    // Shown in its column, or folded under the training's name on a narrow screen: one of the two is in view.
    const shown = within(canvasElement).getAllByText(new RegExp(`${choices.workCenters[1]!.name}$`));
    await expect(shown.some((element) => element.checkVisibility())).toBe(true);
  },
};

export const NoneYet: Story = { args: { requirements: [] } };
export const Loading: Story = { args: { requirements: [], isLoading: true } };

/** The exemptions, with Lift exemption beside each for an admin. */
export const Exemptions: StoryObj<typeof ExemptionsTable> = {
  render: (args) => <ExemptionsTable {...args} />,
  args: { exemptions, employeeLink: (id: string) => ({ href: `/employees/${id}` }), onLift: fn() },
  play: async (context) => {
    const first = exemptions[0]!;
    await userEvent.click(
      within(context.canvasElement).getByRole('button', {
        name: storyText(context, 'requirementList.liftFor', { employee: first.employeeName, training: first.trainingTitle }),
      }),
    );
    await expect(context.args.onLift).toHaveBeenCalledWith(first);
  },
};

/** A manager or a viewer reads them: no Lift. */
export const ExemptionsReadOnly: StoryObj<typeof ExemptionsTable> = {
  render: (args) => <ExemptionsTable {...args} />,
  args: { exemptions, employeeLink: (id: string) => ({ href: `/employees/${id}` }) },
};

export const NobodyExempted: StoryObj<typeof ExemptionsTable> = {
  render: (args) => <ExemptionsTable {...args} />,
  args: { exemptions: [], employeeLink: (id: string) => ({ href: `/employees/${id}` }) },
};
