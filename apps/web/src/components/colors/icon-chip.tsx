import { MaterialIcon } from '../material-icon/material-icon';
import { readableOn } from './readable-on';
import './icon-chip.css';

/**
 * A category's icon on a disc of the category's colour, the glyph in the colour that reads on it: an
 * icon drawn in a light colour (orange, yellow) on white would not reach 4.5:1.
 */
export function IconChip({ icon, color }: { icon: string; color: string }) {
  return (
    <span className="icon-chip" style={{ background: color, color: readableOn(color) }}>
      <MaterialIcon name={icon} />
    </span>
  );
}
