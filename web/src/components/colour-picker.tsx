import * as styles from './colour-picker.css.ts';
import { PlainButton } from './ui/plain-button.tsx';
import { Popover } from './ui/popover.tsx';

/** The 80 preset colours of the settings screens (spec 2 section 9), ten to a row: greys, then hues by shade. */
export const colourPalette: readonly string[] = [
  '#000000',
  '#212121',
  '#424242',
  '#616161',
  '#757575',
  '#9e9e9e',
  '#bdbdbd',
  '#e0e0e0',
  '#f5f5f5',
  '#ffffff',
  '#701010',
  '#704010',
  '#706010',
  '#407010',
  '#107030',
  '#107068',
  '#105070',
  '#102870',
  '#381070',
  '#701060',
  '#9c1616',
  '#9c5916',
  '#9c8616',
  '#599c16',
  '#169c43',
  '#169c91',
  '#16709c',
  '#16389c',
  '#4e169c',
  '#9c1686',
  '#c91d1d',
  '#c9731d',
  '#c9ac1d',
  '#73c91d',
  '#1dc956',
  '#1dc9ba',
  '#1d8fc9',
  '#1d48c9',
  '#641dc9',
  '#c91dac',
  '#e23636',
  '#e28c36',
  '#e2c636',
  '#8ce236',
  '#36e270',
  '#36e2d4',
  '#36a9e2',
  '#3661e2',
  '#7e36e2',
  '#e236c6',
  '#e96363',
  '#e9a663',
  '#e9d263',
  '#a6e963',
  '#63e98f',
  '#63e9de',
  '#63bce9',
  '#6384e9',
  '#9b63e9',
  '#e963d2',
  '#ef8f8f',
  '#efbf8f',
  '#efdf8f',
  '#bfef8f',
  '#8fefaf',
  '#8fefe7',
  '#8fcfef',
  '#8fa7ef',
  '#b78fef',
  '#ef8fdf',
  '#f5bcbc',
  '#f5d9bc',
  '#f5ecbc',
  '#d9f5bc',
  '#bcf5cf',
  '#bcf5f1',
  '#bce2f5',
  '#bccaf5',
  '#d4bcf5',
  '#f5bcec',
];

/** A display colour's default (spec 2 section 9). */
export const defaultDisplayColour = '#000000';

export interface ColourPickerProps {
  /** Names the control: 'Color' of a row is named after the row ('Color of Paint'). */
  label: string;
  value: string;
  onChange: (colour: string) => void;
  isDisabled?: boolean;
}

/** A swatch that opens the palette; choosing a colour closes it. */
export function ColourPicker({ label, value, onChange, isDisabled }: ColourPickerProps) {
  return (
    <Popover
      trigger={
        <PlainButton className={styles.trigger} aria-label={`${label}: ${value}`} isDisabled={isDisabled}>
          <span className={styles.swatch} style={{ background: value }} />
        </PlainButton>
      }
      label={label}
      popoverClassName={styles.popover}
      className={styles.dialog}
    >
      {({ close }) => (
        <div className={styles.grid}>
          {colourPalette.map((colour) => (
            <PlainButton
              key={colour}
              className={styles.choice}
              aria-label={colour}
              aria-pressed={colour.toLowerCase() === value.toLowerCase()}
              style={{ background: colour }}
              onPress={() => {
                onChange(colour);
                close();
              }}
            />
          ))}
        </div>
      )}
    </Popover>
  );
}
