/** Notice bodies are plain text: each line is a paragraph; nothing is ever parsed as HTML. */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function NoticeContent({ content }: { content: string }) {
  return (
    <div className="notice-content">
      {toParagraphs(content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
