/** Text bodies are plain text: each non-blank line is a paragraph; nothing is parsed as HTML. */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function PlainText({ content, className }: { content: string; className?: string }) {
  return (
    <div className={className ? `plain-text ${className}` : 'plain-text'}>
      {toParagraphs(content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
