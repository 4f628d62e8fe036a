import styled from '@emotion/styled';
import { Truck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../../base/Skeleton/Skeleton.tsx';
import { ListStates, type LoadStateProps } from '../../feedback/ListStates/ListStates.tsx';
import { formatOrderTime } from '../orderTime.ts';

/** One event of a parcel's journey (the provider's `AcceptTime` and `AcceptStation`). */
export interface LogisticsPoint {
  /** When it happened. */
  time: Date;
  /** What happened, and where, as the carrier writes it. */
  status: string;
}

/**
 * The tracking state of a shipment (crmeb-api §4.16): -1 bad tracking number
 * or carrier, 0 no information yet, 1 picked up, 2 in transit, 3 signed
 * for, 4 problem shipment, 5 difficult shipment, 6 returned and signed for.
 */
export type LogisticsState = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface LogisticsTrackProps extends LoadStateProps {
  /** Carrier name, e.g. 顺丰速运 (`expName`). */
  company: string;
  /** Tracking number (`expNo`). */
  trackingNo: string;
  /** The tracking state; any other number reads 状态未知. */
  state: LogisticsState | number;
  /** The events, newest first (the provider sends them oldest first: reverse them). Left out while loading. */
  points?: LogisticsPoint[];
  /** IANA time zone the times are shown in; the browser's by default. */
  timeZone?: string;
}

const STATES: Record<number, string> = {
  [-1]: 'logisticsTrack.stateBadNumber',
  0: 'logisticsTrack.stateNone',
  1: 'logisticsTrack.stateCollected',
  2: 'logisticsTrack.stateInTransit',
  3: 'logisticsTrack.stateSigned',
  4: 'logisticsTrack.stateProblem',
  5: 'logisticsTrack.stateDifficult',
  6: 'logisticsTrack.stateReturned',
};

/** States that need the shopper's attention, drawn in the warning colour. */
const TROUBLE = new Set([-1, 4, 5, 6]);

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
  font-size: ${(p) => p.theme.font.size.md}px;
  color: ${(p) => p.theme.color.text};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space[3]}px;
  padding: ${(p) => p.theme.space[3]}px ${(p) => p.theme.space[4]}px;
  background: ${(p) => p.theme.color.page};
  border-radius: ${(p) => p.theme.radius.sm}px;
  > svg {
    flex: none;
    color: ${(p) => p.theme.color.brand};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[6]}px;
    margin: 0;
  }
  dl > div {
    display: flex;
    gap: ${(p) => p.theme.space[1]}px;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  dd[data-tone='trouble'] {
    color: ${(p) => p.theme.color.warning};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  dd[data-tone='done'] {
    color: ${(p) => p.theme.color.success};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  dd[data-tone='moving'] {
    color: ${(p) => p.theme.color.brand};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
`;

const Points = styled.ol`
  margin: 0;
  padding: 0 ${(p) => p.theme.space[4]}px;
  list-style: none;
`;

/** An event: a dot on the line at the left, what happened, and when. The newest is in red. */
const Point = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 0 ${(p) => p.theme.space[4]}px ${(p) => p.theme.space[6]}px;
  color: ${(p) => p.theme.color.textMuted};
  &::before {
    content: '';
    position: absolute;
    top: 6px;
    left: 4px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.borderStrong};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 18px;
    bottom: 2px;
    left: 8px;
    width: 1px;
    background: ${(p) => p.theme.color.border};
  }
  &[data-newest] {
    color: ${(p) => p.theme.color.text};
    &::before {
      background: ${(p) => p.theme.color.brand};
      box-shadow: 0 0 0 3px ${(p) => p.theme.color.brandSoft};
    }
  }
  time {
    color: ${(p) => p.theme.color.textSubtle};
    font-size: ${(p) => p.theme.font.size.xs}px;
    font-variant-numeric: tabular-nums;
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space[5]}px ${(p) => p.theme.space[4]}px;
  color: ${(p) => p.theme.color.textMuted};
  text-align: center;
`;

function tone(state: number): 'trouble' | 'done' | 'moving' | undefined {
  if (TROUBLE.has(state)) return 'trouble';
  if (state === 3) return 'done';
  return state === 1 || state === 2 ? 'moving' : undefined;
}

/**
 * The journey of a shipped order: a head with the carrier, the tracking
 * number and the tracking state (已揽收, 运输中, 已签收, 问题件… in colour:
 * red while moving, green when signed for, amber when something is wrong),
 * then the events newest first on a line, the newest in red, each with its
 * time to the minute in the locale and `timeZone`. While `loading` the
 * events are placeholders in a region marked `aria-busy`; `error` shows an
 * error state with 重试; no events yet says 暂无物流轨迹 ({@link ListStates}).
 * @see spec §3 Logistics, §4 Order statuses (view logistics); crmeb-api §4.7 express, §4.16
 */
export function LogisticsTrack({ company, trackingNo, state, points, timeZone, loading, error, onRetry }: LogisticsTrackProps) {
  const intl = useIntl();
  return (
    <Root aria-label={intl.formatMessage({ id: 'logisticsTrack.label' })}>
      <Head>
        <Truck size={20} aria-hidden />
        <dl>
          <div>
            <dt>{intl.formatMessage({ id: 'logisticsTrack.company' })}</dt>
            <dd>{company}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'logisticsTrack.trackingNo' })}</dt>
            <dd>{trackingNo}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'logisticsTrack.state' })}</dt>
            <dd data-tone={tone(state)}>{intl.formatMessage({ id: STATES[state] ?? 'logisticsTrack.stateUnknown' })}</dd>
          </div>
        </dl>
      </Head>
      <ListStates
        items={points}
        loading={loading}
        error={error}
        onRetry={onRetry}
        framed={false}
        loadingLabel={intl.formatMessage({ id: 'logisticsTrack.loading' })}
        skeleton={(busy) => (
          <Points as="div" {...busy}>
            {[0, 1, 2].map((i) => (
              <Point key={i} as="div">
                <Skeleton width="70%" height={14} />
                <Skeleton width={120} height={12} />
              </Point>
            ))}
          </Points>
        )}
        empty={<Empty role="status">{intl.formatMessage({ id: 'logisticsTrack.empty' })}</Empty>}
      >
        {(list) => (
          <Points aria-label={intl.formatMessage({ id: 'logisticsTrack.points' })}>
            {list.map((point, i) => (
              <Point key={i} data-newest={i === 0 ? '' : undefined}>
                <span>{point.status}</span>
                <time dateTime={point.time.toISOString()}>{formatOrderTime(intl, point.time, timeZone)}</time>
              </Point>
            ))}
          </Points>
        )}
      </ListStates>
    </Root>
  );
}
