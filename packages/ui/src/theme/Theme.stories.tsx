import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GlobalStyles } from './GlobalStyles.tsx';
import { theme } from './theme.ts';

/**
 * The foundations every component is drawn with: colours, type scale and
 * spacing of the one theme (brand red, 1200 px page).
 */
const meta = {
  title: 'Foundations / Theme',
  component: GlobalStyles,
} satisfies Meta<typeof GlobalStyles>;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li<{ colour: string }>`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md}px;
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
  &::before {
    content: '';
    display: block;
    height: 56px;
    background: ${(p) => p.colour};
  }
  p {
    margin: 0;
    padding: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
    font-size: ${(p) => p.theme.font.size.sm}px;
  }
  code {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

export const Colours: Story = {
  render: () => (
    <Grid aria-label="Colours">
      {Object.entries(theme.color).map(([name, value]) => (
        <Swatch key={name} colour={value}>
          <p>
            {name} <code>{value}</code>
          </p>
        </Swatch>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('brand')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(theme.color).length);
  },
};

const Sample = styled.p<{ size: number }>`
  margin: 0 0 ${(p) => p.theme.space[2]}px;
  font-size: ${(p) => p.size}px;
  span {
    display: inline-block;
    width: 96px;
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.xs}px;
  }
`;

export const TypeScale: Story = {
  render: () => (
    <div>
      {Object.entries(theme.font.size).map(([name, size]) => (
        <Sample key={name} size={size}>
          <span>
            {name} · {size}px
          </span>
          多商户商城 Mall ห้างสรรพสินค้า ສູນການຄ້າ ￥1,299.00
        </Sample>
      ))}
    </div>
  ),
};

const Bar = styled.div<{ width: number }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  margin-bottom: ${(p) => p.theme.space[2]}px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  &::before {
    content: '';
    width: ${(p) => p.width}px;
    height: 16px;
    background: ${(p) => p.theme.color.brand};
  }
`;

export const Spacing: Story = {
  render: () => (
    <div>
      {theme.space.map((px, step) => (
        <Bar key={step} width={px}>
          space[{step}] = {px}px
        </Bar>
      ))}
    </div>
  ),
};
