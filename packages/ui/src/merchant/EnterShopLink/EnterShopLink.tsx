import styled from '@emotion/styled';
import { Store } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';

export interface EnterShopLinkProps {
  /** The shop's page, e.g. `/merchant/merchant?id=1`. */
  href: string;
  className?: string;
}

const Enter = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space[1]}px;
  height: 36px;
  border: 1px solid ${(p) => p.theme.color.brand};
  border-radius: ${(p) => p.theme.radius.sm}px;
  color: ${(p) => p.theme.color.brand};
  font-weight: ${(p) => p.theme.font.weight.medium};
  white-space: nowrap;
  &:hover {
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
  }
`;

/**
 * 进店逛逛: a link to the shop drawn as a 36 px red-outlined button that
 * fills its column, for the shop cards beside a goods.
 * @see spec §2 (goods detail: shop card), §3 Merchant/shop
 */
export function EnterShopLink({ href, className }: EnterShopLinkProps) {
  const intl = useIntl();
  return (
    <Enter href={href} className={className}>
      <Store size={16} aria-hidden />
      {intl.formatMessage({ id: 'enterShopLink.label' })}
    </Enter>
  );
}
