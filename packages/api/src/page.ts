/**
 * A page of a list (crmeb-api §2.2, `CommonPage`).
 * Request with `page` (from 1) and `limit`; `totalPage` is `ceil(total / limit)`.
 */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  totalPage: number;
}

/** Paging input shared by every list endpoint. */
export interface PageInput {
  page?: number;
  limit?: number;
}
