import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureImage } from '../../fixtures/images.ts';
import { CoverImage } from './CoverImage.tsx';

const meta = {
  title: 'Layout / CoverImage',
  component: CoverImage,
  args: { src: fixtureImage(7, 1200, 400), alt: '好店推荐' },
  decorators: [(Story) => <div style={{ width: 900 }}><Story /></div>],
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop street's header: as wide as the page, a third as tall. */
export const Header: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img', { name: '好店推荐' }).getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([900, 300]);
  },
};

/** A square picture in a 3:1 box: cropped to fill it, not stretched. */
export const Cropped: Story = {
  args: { src: fixtureImage(8, 600, 600), ratio: 3 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('img')).objectFit).toBe('cover');
  },
};

/** Its box is kept while the picture loads (none given here). */
export const BeforeLoad: Story = {
  args: { src: undefined, alt: '', ratio: 2, 'data-testid': 'cover' } as object,
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cover').getBoundingClientRect().height).toBe(450);
  },
};
