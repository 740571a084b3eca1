/**
 * The few icons the page chrome needs, as MUI SvgIcons (Material Design paths), so the shop
 * does not ship an icon package for a handful of glyphs. Decorative: the buttons around them
 * carry the accessible names.
 */
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

function icon(path: string) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon aria-hidden focusable="false" {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  return Icon;
}

export const ChevronLeftIcon = icon('M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
export const ChevronRightIcon = icon('M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
export const ExpandLessIcon = icon('m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z');
export const ExpandMoreIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const CloseIcon = icon('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z');
export const PauseIcon = icon('M6 19h4V5H6v14zm8-14v14h4V5h-4z');
export const PlayIcon = icon('M8 5v14l11-7z');
export const HistoryIcon = icon(
  'M13 3a9 9 0 0 0-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42A8.954 8.954 0 0 0 13 21a9 9 0 0 0 0-18zm-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8H12z',
);
