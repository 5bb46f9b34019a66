/**
 * A text the editing room lets an editor write in paragraphs (the model's `text({ paragraphs: true })`):
 * each part between blank lines is a paragraph of its own, as the editor typed it.
 */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n[ \t]*\n\s*/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index} className={className}>
            {paragraph}
          </p>
        ))}
    </>
  );
}
