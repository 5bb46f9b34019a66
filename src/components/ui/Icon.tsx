import { icons, isIconName } from "../../theme/icons";

interface Props {
  name: string;
  size?: number;
  className?: string;
}

/** An icon named in content. Decorative: the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: Props) {
  if (!isIconName(name)) return null;
  const Component = icons[name];
  return <Component size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" className={className} />;
}
