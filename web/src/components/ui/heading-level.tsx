import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level the next heading down the tree takes. A card or section does not know how deep the
 * page puts it (a tab under the page's h1, or a section of the full analysis), so its heading
 * asks here instead of naming h2 or h3, and the outline never skips a level.
 */
const HeadingLevelContext = createContext<Level>(2);

function clamp(level: number): Level {
  return Math.min(6, Math.max(1, level)) as Level;
}

/** A heading at the level its place in the page gives it. */
export function Heading(props: ComponentProps<'h2'>) {
  const Tag = `h${useContext(HeadingLevelContext)}` as const;
  return <Tag {...props} />;
}

/** The headings inside are one level below the heading this wraps the content of. */
export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useContext(HeadingLevelContext);
  return <HeadingLevelContext.Provider value={clamp(level + 1)}>{children}</HeadingLevelContext.Provider>;
}

/** The headings inside start at `level`, e.g. below a section's own heading. */
export function HeadingsFrom({ level, children }: { level: Level; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}
