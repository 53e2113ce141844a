import { Icon } from "./Icon.tsx";
import { useText } from "./Text.tsx";

interface FaqProps {
  entries: readonly { id: string; question: string; answer: string }[];
}

/**
 * Native <details name> keeps one answer open at a time with no script in current browsers;
 * the client script does the same for older ones. Every item stays collapsible.
 */
export function Faq({ entries }: FaqProps) {
  const { runningText, uiText } = useText();
  return (
    <div className="faq" data-faq="">
      {entries.map((entry) => (
        <details className="faq__item" name="faq" key={entry.id}>
          <summary className="faq__question">
            <span className="faq__question-text">{uiText(entry.question)}</span>
            <Icon name="chevron" className="faq__indicator" />
          </summary>
          <p className="faq__answer">{runningText(entry.answer)}</p>
        </details>
      ))}
    </div>
  );
}
