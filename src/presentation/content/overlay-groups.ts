import type { MenuEntry } from '../../domain/content';

/** A channel of the all-categories overlay and its categories. */
export interface OverlayGroup {
  readonly entry: MenuEntry;
  readonly children: readonly MenuEntry[];
}

export interface CategoriesDialogProps {
  readonly groups: readonly OverlayGroup[];
  readonly onClose: () => void;
}
