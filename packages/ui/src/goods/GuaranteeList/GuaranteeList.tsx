import styled from '@emotion/styled';
import { CircleCheck } from 'lucide-react';
import { useIntl } from 'react-intl';

/** One service guarantee of the platform, shaped like the API's `Guarantee` (`guaranteeList` of the goods detail). */
export interface GuaranteeItem {
  id: number;
  /** Short title, e.g. 七天无理由退货. */
  name: string;
  /** Picture URL from the API. Not shown: every guarantee gets the same check icon (see {@link GuaranteeList}). */
  icon: string;
  /** One or two sentences explaining the guarantee. */
  content: string;
}

export interface GuaranteeListProps {
  /** The guarantees in display order (`detail.guaranteeList`); an empty list renders nothing. */
  items: GuaranteeItem[];
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[6]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[2]}px;
  min-width: 0;
  > svg {
    flex: none;
    /* Centred on the first line of the 14 px name (21 px line box). */
    margin-top: 2.5px;
    color: ${(p) => p.theme.color.brand};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.strong`
  font-size: ${(p) => p.theme.font.size.md}px;
  font-weight: ${(p) => p.theme.font.weight.bold};
  color: ${(p) => p.theme.color.text};
`;

const Content = styled.span`
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
`;

/**
 * The platform's service guarantees on the goods detail page (正品保障,
 * 七天无理由退货…): a list, labelled for assistive tech, with one entry per
 * guarantee — a red check icon (16 px, decorative), the name in bold 14 px and
 * its explanation in grey 13 px under it — laid out in as many ≥ 260 px
 * columns as fit. Renders nothing when `items` is empty.
 *
 * The API's `icon` URLs are deliberately not shown: they are remote pictures
 * of mixed style that would load late and break the row's rhythm, so every
 * guarantee gets the same check icon. The field stays in the props so the
 * API's objects can be passed straight in.
 * @see spec §2 routes (/goods_detail/{id} Goods detail); crmeb-api product/detail `guaranteeList`
 */
export function GuaranteeList({ items }: GuaranteeListProps) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage({ id: 'guaranteeList.label' })}>
      {items.map((item) => (
        <Item key={item.id}>
          <CircleCheck size={16} strokeWidth={2} aria-hidden />
          <Text>
            <Name>{item.name}</Name>
            <Content>{item.content}</Content>
          </Text>
        </Item>
      ))}
    </List>
  );
}
