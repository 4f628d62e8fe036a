import styled from '@emotion/styled';
import { ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../base/Link/Link.tsx';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';

/** A category on the path to the searched one, top level first. */
export interface SearchCategoryCrumb {
  id: number;
  name: string;
  /** The search route for this category, e.g. `/goods/goods_search?cid=3`. */
  href: string;
}

/** What the results are: goods (default) or shops. */
export type SearchResultKind = 'goods' | 'shops';

export interface SearchResultHeaderProps {
  /** The path to the searched category (`cid`), top level first; empty or absent when not searching a category. */
  categoryPath?: SearchCategoryCrumb[];
  /** The searched text (`title`), already trimmed; '' or absent for none. */
  query?: string;
  /** How many results the current tab found; the count is left out while unknown. */
  total?: number;
  /** What `total` counts (default goods). */
  kind?: SearchResultKind;
  /** The search route without filters (every goods): the first crumb, 全部商品. */
  allHref: string;
  /** Shows a skeleton in place of the count while results load. */
  loading?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[2]}px;
  margin-bottom: ${(p) => p.theme.space[4]}px;
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space[1]}px;
    min-width: 0;
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.color.textSubtle};
  }
  [aria-current='page'] {
    color: ${(p) => p.theme.color.text};
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${(p) => p.theme.space[3]}px;
  h1 {
    margin: 0;
    min-width: 0;
    font-size: ${(p) => p.theme.font.size.xl}px;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  em {
    font-style: normal;
    color: ${(p) => p.theme.color.brand};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm}px;
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

/**
 * The head of the search results: a breadcrumb (全部商品 › each category of
 * the path, the last one the current page) and the page's `h1` — the searched
 * text in quotes when there is one, otherwise the category's name, otherwise
 * 全部商品 — with the number of results of the current tab ("共 N 件商品" or
 * "共 N 家店铺").
 * @see spec §2 /goods/goods_search (cid, title); crmeb-api §3 /goods/goods_search
 */
export function SearchResultHeader({ categoryPath = [], query = '', total, kind = 'goods', allHref, loading = false }: SearchResultHeaderProps) {
  const intl = useIntl();
  const category = categoryPath.at(-1);
  const all = intl.formatMessage({ id: 'searchResultHeader.all' });
  return (
    <Root>
      <nav aria-label={intl.formatMessage({ id: 'searchResultHeader.breadcrumb' })}>
        <Crumbs>
          <li>
            {categoryPath.length > 0 ? (
              <Link href={allHref} tone="muted">
                {all}
              </Link>
            ) : (
              <span aria-current="page">{all}</span>
            )}
          </li>
          {categoryPath.map((crumb, i) => {
            const last = i === categoryPath.length - 1;
            return (
              <li key={crumb.id}>
                <ChevronRight size={14} aria-hidden />
                {last ? (
                  <Link href={crumb.href} tone="inherit" aria-current="page">
                    {crumb.name}
                  </Link>
                ) : (
                  <Link href={crumb.href} tone="muted">
                    {crumb.name}
                  </Link>
                )}
              </li>
            );
          })}
        </Crumbs>
      </nav>
      <Title>
        <h1>
          {query ? (
            <FormattedMessage id="searchResultHeader.queryTitle" values={{ query, em: (chunks) => <em>{chunks}</em> }} />
          ) : (
            (category?.name ?? all)
          )}
        </h1>
        {loading ? (
          <Skeleton width={96} height={14} />
        ) : (
          total !== undefined && (
            <p>{intl.formatMessage({ id: kind === 'shops' ? 'searchResultHeader.shopCount' : 'searchResultHeader.goodsCount' }, { count: total })}</p>
          )
        )}
      </Title>
    </Root>
  );
}
