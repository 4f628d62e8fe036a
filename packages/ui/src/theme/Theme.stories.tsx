import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../base/Button/Button.tsx';
import { Chip } from '../base/Chip/Chip.tsx';
import { GoodsCard } from '../goods/GoodsCard/GoodsCard.tsx';
import { goodsList } from '../goods/fixtures.ts';
import { Price } from '../money/Price/Price.tsx';
import { MallProvider } from '../provider/MallProvider.tsx';
import { GlobalStyles } from './GlobalStyles.tsx';
import { createMallTheme, theme, type MallTheme } from './theme.ts';

/**
 * The foundations every component is drawn with: colours, type scale and
 * spacing of the mall's theme (brand red, 1200 px page). Another mall passes
 * its own tokens (`createMallTheme`) to `MallProvider theme`.
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

/** A second brand: a blue mall with square corners, made with `createMallTheme` from the mall's tokens. */
const blueMall: MallTheme = createMallTheme({
  // 7.0:1, 8.7:1 and 10.4:1 on white: text and buttons keep AA contrast.
  color: { brand: '#1d4ed8', brandHover: '#1e40af', brandActive: '#1e3a8a', brandSoft: '#eff6ff' },
  radius: { sm: 0, md: 2, lg: 4 },
});

const Brands = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space[6]}px;
`;

const BrandColumn = styled.section`
  display: grid;
  gap: ${(p) => p.theme.space[4]}px;
  align-content: start;
  justify-items: start;
  padding: ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-radius: ${(p) => p.theme.radius.lg}px;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg}px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[3]}px;
  align-items: center;
`;

function BrandSample({ name }: { name: string }) {
  return (
    <BrandColumn aria-label={name}>
      <h2>{name}</h2>
      <Row>
        <Button>立即购买</Button>
        <Button variant="secondary">加入购物车</Button>
        <Chip selected>12GB+512GB</Chip>
        <Chip>12GB+1TB</Chip>
      </Row>
      <Price cents={699900} size="lg" />
      <div style={{ width: 232 }}>
        <GoodsCard goods={goodsList[0]!} href="/goods_detail/101" />
      </div>
    </BrandColumn>
  );
}

/** The same pieces in the mall's red and in a second brand's blue, side by side: only the tokens differ. */
export const SecondBrand: Story = {
  render: () => (
    <Brands>
      <BrandSample name="Mall red (default)" />
      <MallProvider theme={blueMall}>
        <BrandSample name="Blue mall (createMallTheme)" />
      </MallProvider>
    </Brands>
  ),
  play: async ({ canvas }) => {
    const red = within(canvas.getByRole('region', { name: 'Mall red (default)' }));
    const blue = within(canvas.getByRole('region', { name: 'Blue mall (createMallTheme)' }));
    const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor;
    await expect(background(red.getByRole('button', { name: '立即购买' }))).toBe('rgb(215, 38, 30)');
    await expect(background(blue.getByRole('button', { name: '立即购买' }))).toBe('rgb(29, 78, 216)');
    await expect(getComputedStyle(blue.getByRole('button', { name: '立即购买' })).borderTopLeftRadius).toBe('0px');
    // Tokens the brand did not give are the mall's.
    await expect(getComputedStyle(blue.getByText('12GB+1TB')).fontFamily).toBe(getComputedStyle(red.getByText('12GB+1TB')).fontFamily);
  },
};
