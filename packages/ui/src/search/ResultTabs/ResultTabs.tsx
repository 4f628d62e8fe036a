import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useTabList } from '../../base/useTabList.ts';
import { focusRing } from '../../theme/theme.ts';
import type { SearchResultKind } from '../SearchResultHeader/SearchResultHeader.tsx';

/** Result counts of the two tabs; a missing count is not shown. */
export interface ResultTabCounts {
  goods?: number;
  shops?: number;
}

export interface ResultTabsProps {
  value: SearchResultKind;
  onChange: (tab: SearchResultKind) => void;
  counts?: ResultTabCounts;
  /** Id of the results panel the tabs control, for `aria-controls`. */
  panelId?: string;
  /**
   * Accessible name of the tab list, for pages that reuse the tabs for
   * something other than search results (e.g. "my favourites"); 搜索结果类型
   * ("search result type") when left out.
   */
  label?: string;
}

const TABS: SearchResultKind[] = ['goods', 'shops'];

const List = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space[2]}px;
  border-bottom: 2px solid ${(p) => p.theme.color.brand};
`;

const Tab = styled.button`
  display: inline-flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space[1]}px;
  height: 40px;
  padding: 0 ${(p) => p.theme.space[6]}px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm}px ${(p) => p.theme.radius.sm}px 0 0;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.md}px;
  line-height: 40px;
  cursor: pointer;
  white-space: nowrap;
  .count {
    font-size: ${(p) => p.theme.font.size.xs}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
  &:hover {
    color: ${(p) => p.theme.color.brand};
  }
  &[aria-selected='true'] {
    background: ${(p) => p.theme.color.brand};
    color: ${(p) => p.theme.color.onBrand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  &[aria-selected='true'] .count {
    color: ${(p) => p.theme.color.onBrand};
  }
  ${focusRing}
`;

/**
 * The two result tabs of the search page, 商品 and 店铺, each with its count
 * when known. A WAI-ARIA tab list with automatic activation: click, or ←/→
 * (and Home/End) to move the focus and switch; only the selected tab is in the
 * Tab order. The list is named `label`, by default as search results.
 * @see spec §2 /goods/goods_search, /users/collection_list; crmeb-api §3 /goods/goods_search (product/list, merchant/search/list)
 */
export function ResultTabs({ value, onChange, counts, panelId, label }: ResultTabsProps) {
  const intl = useIntl();
  const tabProps = useTabList(TABS, value, onChange, panelId);

  return (
    <List role="tablist" aria-label={label ?? intl.formatMessage({ id: 'resultTabs.label' })}>
      {TABS.map((tab, index) => {
        const count = counts?.[tab];
        return (
          <Tab key={tab} {...tabProps(tab, index)}>
            {intl.formatMessage({ id: tab === 'goods' ? 'resultTabs.goods' : 'resultTabs.shops' })}
            {count !== undefined && ' '}
            {count !== undefined && (
              <span className="count">{intl.formatMessage({ id: 'resultTabs.count' }, { count })}</span>
            )}
          </Tab>
        );
      })}
    </List>
  );
}
