import styled from '@emotion/styled';
import { SearchX } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { EmptyState } from '../../feedback/EmptyState/EmptyState.tsx';
import type { SearchResultKind } from '../SearchResultHeader/SearchResultHeader.tsx';

/** A hot search keyword (`GET /api/front/search/keyword`: id, title). */
export interface SearchKeyword {
  id: number;
  title: string;
}

/** Hot keywords offered as suggestions. */
export const SEARCH_SUGGESTIONS_SHOWN = 8;

export interface SearchEmptyProps {
  /** The searched text; '' or absent when only a category was searched. */
  query?: string;
  /** What was searched for (default goods). */
  kind?: SearchResultKind;
  /** Hot keywords to suggest; the first {@link SEARCH_SUGGESTIONS_SHOWN} are shown. */
  keywords?: SearchKeyword[];
  /** The search route of a keyword, e.g. `(k) => \`/goods/goods_search?title=${encodeURIComponent(k.title)}\``. */
  keywordHref: (keyword: SearchKeyword) => string;
}

const Panel = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.md}px;
  em {
    font-style: normal;
    color: ${(p) => p.theme.color.brand};
    overflow-wrap: anywhere;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space[2]}px;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm}px;
    font-weight: ${(p) => p.theme.font.weight.regular};
    color: ${(p) => p.theme.color.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${(p) => p.theme.space[2]}px;
    max-width: 560px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled(Link)`
  display: inline-block;
  padding: 3px ${(p) => p.theme.space[3]}px;
  border: 1px solid ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.pill}px;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.font.size.sm}px;
  line-height: 20px;
  &:hover {
    border-color: ${(p) => p.theme.color.brand};
  }
`;

/**
 * What the search page shows when nothing was found: "没有找到与“…”相关的商品"
 * (or 店铺; without a query, "该分类下暂无商品"), a hint, and the hot keywords
 * as chips that link to their own search.
 * @see spec §2 /goods/goods_search, §3 Hot search keyword; crmeb-api §4.5
 */
export function SearchEmpty({ query = '', kind = 'goods', keywords = [], keywordHref }: SearchEmptyProps) {
  const intl = useIntl();
  const headingId = useId();
  const shown = keywords.slice(0, SEARCH_SUGGESTIONS_SHOWN);
  const title = query ? (
    <FormattedMessage
      id={kind === 'shops' ? 'searchEmpty.shopsFor' : 'searchEmpty.goodsFor'}
      values={{ query, em: (chunks) => <em>{chunks}</em> }}
    />
  ) : (
    intl.formatMessage({ id: kind === 'shops' ? 'searchEmpty.shops' : 'searchEmpty.goods' })
  );
  return (
    <Panel>
      <EmptyState
        icon={<SearchX size={56} strokeWidth={1.25} aria-hidden />}
        title={title}
        description={intl.formatMessage({ id: 'searchEmpty.hint' })}
        action={
          shown.length > 0 && (
            <Suggestions>
              <h3 id={headingId}>{intl.formatMessage({ id: 'searchEmpty.suggestions' })}</h3>
              <ul aria-labelledby={headingId}>
                {shown.map((keyword) => (
                  <li key={keyword.id}>
                    <Chip href={keywordHref(keyword)}>{keyword.title}</Chip>
                  </li>
                ))}
              </ul>
            </Suggestions>
          )
        }
      />
    </Panel>
  );
}
