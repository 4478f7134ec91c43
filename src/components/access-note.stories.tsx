import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccessNote } from './access-note';

const meta = {
  title: 'Shell/AccessNote',
  component: AccessNote,
  args: { access: { role: 'viewer', scope: { kind: 'department', id: 'dep-1' } }, action: 'write' },
} satisfies Meta<typeof AccessNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A viewer, where others can add or change: 'Viewers can read but not change records.' */
export const Viewer: Story = {};
/** A manager on the catalogue: 'Managers add and change trainings through an admin.' */
export const ManagerOnTheCatalogue: Story = { args: { access: { role: 'manager', scope: { kind: 'department', id: 'dep-1' } }, action: 'editCatalogue' } };
