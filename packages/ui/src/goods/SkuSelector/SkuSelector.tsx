import styled from '@emotion/styled';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Chip } from '../../base/Chip/Chip.tsx';
import { isSingleSpec, isValueAvailable, type SkuAttr, type SkuSelection, type SkuStock } from '../skuSelection.ts';

export interface SkuSelectorProps {
  /** Specification axes in order (the API's `productAttr`). */
  attrs: SkuAttr[];
  /** SKUs keyed by their values joined with `,` in axis order (the API's `productValue`). */
  skus: Record<string, SkuStock>;
  /** The chosen value per axis name; axes not chosen are absent. */
  value: SkuSelection;
  /** Called with the whole next selection when a value is chosen. */
  onChange: (next: SkuSelection) => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[4]}px;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space[4]}px;
`;

const Label = styled.span`
  flex: none;
  width: 64px;
  padding-top: 6px;
  font-size: ${(p) => p.theme.font.size.sm}px;
  color: ${(p) => p.theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space[2]}px ${(p) => p.theme.space[3]}px;
  min-width: 0;
`;

/**
 * Choose goods options (colour, size…): one labelled radio group per axis,
 * each value a `role="radio"` {@link Chip} with `aria-checked`. A value is
 * unavailable (`aria-disabled`, dashed border, does nothing) when no SKU in
 * stock has it together with the values chosen on the other axes. Arrow keys
 * move between the values of an axis and choose the next available one; the
 * group has one tab stop (the chosen value, else the first available).
 *
 * Single-specification goods (one axis with one value, the API's `规格: 默认`)
 * render nothing: there is nothing to choose. Seed the selection with
 * `firstAvailableSelection`, which picks that value.
 * @see spec §3 Goods (specifications, inventory); crmeb-api `productAttr`/`productValue`
 */
export function SkuSelector({ attrs, skus, value, onChange }: SkuSelectorProps) {
  const intl = useIntl();
  const id = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  if (isSingleSpec(attrs)) return null;

  function choose(attrName: string, candidate: string) {
    if (value[attrName] === candidate) return;
    onChange({ ...value, [attrName]: candidate });
  }

  function onKeyDown(event: KeyboardEvent, attr: SkuAttr, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const n = attr.attrValues.length;
    for (let k = 1; k < n; k++) {
      const next = attr.attrValues[(index + step * k + n * k) % n]!;
      if (isValueAvailable(attrs, skus, value, attr.attrName, next)) {
        buttons.current.get(`${attr.attrName}\u0000${next}`)?.focus();
        choose(attr.attrName, next);
        return;
      }
    }
  }

  return (
    <Root role="group" aria-label={intl.formatMessage({ id: 'skuSelector.label' })}>
      {attrs.map((attr, axis) => {
        const labelId = `${id}-axis-${axis}`;
        const available = attr.attrValues.map((v) => isValueAvailable(attrs, skus, value, attr.attrName, v));
        const chosen = attr.attrValues.indexOf(value[attr.attrName] ?? '');
        const tabStop = chosen >= 0 ? chosen : Math.max(0, available.indexOf(true));
        return (
          <Row key={attr.attrName}>
            <Label id={labelId}>{attr.attrName}</Label>
            <Values role="radiogroup" aria-labelledby={labelId}>
              {attr.attrValues.map((v, i) => {
                const key = `${attr.attrName}\u0000${v}`;
                return (
                  <Chip
                    key={v}
                    ref={(el) => {
                      if (el) buttons.current.set(key, el);
                      else buttons.current.delete(key);
                    }}
                    role="radio"
                    aria-checked={i === chosen}
                    selected={i === chosen}
                    unavailable={!available[i]}
                    tabIndex={i === tabStop ? 0 : -1}
                    onClick={() => choose(attr.attrName, v)}
                    onKeyDown={(e) => onKeyDown(e, attr, i)}
                  >
                    {v}
                  </Chip>
                );
              })}
            </Values>
          </Row>
        );
      })}
    </Root>
  );
}
