/**
 * The Rules screen: how a turn goes, pictures drawn by the game's own board (RulesPictures),
 * then the whole rule book (docs/rules.md, R1–R13) in sections that open one by one, the
 * worked example with its pictures, and how this device plays. Loaded on first use.
 */
import { useRulesWords } from '../words/use.ts';
import { RulesFigure } from './RulesPictures.tsx';

/** The Rules screen's content; opening it pauses the computer players (R13.4). */
export function RulesText() {
  const w = useRulesWords();
  return (
    <article class="rules">
      <section aria-labelledby="rules-turn">
        <h3 id="rules-turn">{w.turnTitle}</h3>
        <ol class="rules-turn">
          {w.turn.map((step) => (
            <li>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="rules-pictures">
        <h3 id="rules-pictures">{w.picturesTitle}</h3>
        <div class="rules-figures">
          <RulesFigure picture="table" rules={w} />
          <RulesFigure picture="marker" rules={w} />
          <RulesFigure picture="uncovered" rules={w} />
          <RulesFigure picture="covered" rules={w} />
        </div>
      </section>
      <section aria-labelledby="rules-book">
        <h3 id="rules-book">{w.bookTitle}</h3>
        {w.book.map((part) => (
          <details class="rules-part">
            <summary>{part.title}</summary>
            <ol>
              {part.rules.map((rule) => (
                <li>{rule}</li>
              ))}
            </ol>
          </details>
        ))}
        <details class="rules-part" open>
          <summary>{w.exampleTitle}</summary>
          {w.example.map((p) => (
            <p>{p}</p>
          ))}
          <div class="rules-figures">
            <RulesFigure picture="example" rules={w} />
            <RulesFigure picture="exampleBoth" rules={w} />
          </div>
        </details>
        <details class="rules-part">
          <summary>{w.deviceTitle}</summary>
          {w.device.map((p) => (
            <p>{p}</p>
          ))}
        </details>
      </section>
    </article>
  );
}
