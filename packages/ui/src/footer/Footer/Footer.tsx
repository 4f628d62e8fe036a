import styled from '@emotion/styled';
import { BadgePercent, Boxes, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface FooterProps {
  /** The company's address line (home data `siteAddress`); hidden when ''. */
  siteAddress: string;
  /** The business-licence line (home data `businessLicence`); hidden when ''. */
  businessLicence: string;
}

/** The four selling points, in the order of the spec. */
const sellingPoints: readonly { id: string; Icon: LucideIcon }[] = [
  { id: 'footer.variety', Icon: Boxes },
  { id: 'footer.delivery', Icon: Truck },
  { id: 'footer.genuine', Icon: ShieldCheck },
  { id: 'footer.lowPrice', Icon: BadgePercent },
];

const Root = styled.footer`
  background: ${(p) => p.theme.color.surface};
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.text};
`;

/** The 1200 px content column (theme.layout.pageWidth). */
const Inner = styled.div`
  width: ${(p) => p.theme.layout.pageWidth}px;
  max-width: 100%;
  margin: 0 auto;
`;

const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  padding: ${(p) => p.theme.space[7]}px 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${(p) => p.theme.space[3]}px;
    padding: 0 ${(p) => p.theme.space[4]}px;
    font-size: ${(p) => p.theme.font.size.lg}px;
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
  li + li {
    border-left: 1px solid ${(p) => p.theme.color.border};
  }
`;

const IconRing = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${(p) => p.theme.color.brand};
  border-radius: 50%;
  color: ${(p) => p.theme.color.brand};
`;

const Legal = styled.div`
  padding: ${(p) => p.theme.space[5]}px 0;
  background: ${(p) => p.theme.color.page};
  border-top: 1px solid ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.textSubtle};
  font-size: ${(p) => p.theme.font.size.xs}px;
  line-height: 1.8;
  text-align: center;
  p {
    margin: 0;
  }
`;

/**
 * The page footer of every page: a white band of four selling points with
 * icons (品类齐全，轻松购物 · 多仓直发，极速配送 · 正品行货，精致服务 ·
 * 天天低价，畅选无忧) across the 1200 px column, then a grey band with the
 * address line and the business-licence line (each hidden when '').
 * @see spec §2 Footer, §2 Layout
 */
export function Footer({ siteAddress, businessLicence }: FooterProps) {
  const intl = useIntl();
  const address = siteAddress.trim();
  const licence = businessLicence.trim();
  return (
    <Root>
      <Inner>
        <Points aria-label={intl.formatMessage({ id: 'footer.sellingPoints' })}>
          {sellingPoints.map(({ id, Icon }) => (
            <li key={id}>
              <IconRing>
                <Icon size={22} strokeWidth={1.75} aria-hidden />
              </IconRing>
              <FormattedMessage id={id} />
            </li>
          ))}
        </Points>
      </Inner>
      {(address || licence) && (
        <Legal>
          <Inner>
            {address && (
              <p>
                <FormattedMessage id="footer.address" values={{ address }} />
              </p>
            )}
            {licence && (
              <p>
                <FormattedMessage id="footer.licence" values={{ licence }} />
              </p>
            )}
          </Inner>
        </Legal>
      )}
    </Root>
  );
}
