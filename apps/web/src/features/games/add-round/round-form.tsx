import { useId } from 'react';
import {
  classicRules,
  fuChoices,
  hanChoices,
  victoryTypesUnder,
  type Ruleset,
  type VictoryType,
} from '@mj/domain';
import {
  fuAsked,
  toggle,
  toggleWinner,
  withVictoryType,
  yakumanChoice,
  type RoundDraft,
} from './round-draft';
import { ofName } from '../../../lib/french';

const VICTORY_LABELS: Record<VictoryType, string> = {
  tsumo: 'Tsumo',
  ron: 'Ron',
  // A draw is no victory: named as the history names it.
  tenpai: 'Pioche épuisée',
  chombo: 'Chombo',
  abandon: 'Partie avortée',
  nagashi: 'Nagashi mangan',
};
const FU_CHOICES = fuChoices(classicRules);

interface ChoiceGroupProps {
  legend: string;
  players: readonly string[];
  pseudoOf: (id: string) => string;
  multiple: boolean;
  isChecked: (id: string) => boolean;
  isDisabled?: (id: string) => boolean;
  onToggle: (id: string) => void;
}

/** A row of player chips: radio buttons (one choice) or checkboxes (several), grouped by a legend. */
function ChoiceGroup({
  legend,
  players,
  pseudoOf,
  multiple,
  isChecked,
  isDisabled,
  onToggle,
}: ChoiceGroupProps) {
  const name = useId();
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="chips">
        {players.map((id) => (
          <label key={id} className="chip">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              checked={isChecked(id)}
              disabled={isDisabled?.(id)}
              onChange={() => onToggle(id)}
            />
            {pseudoOf(id)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type PlayerListField = 'winners' | 'tenpai' | 'riichi';

/** Checkboxes over one of the draft's lists of players (tenpai, riichi, nagashi mangan): one tap adds or removes. */
function PlayerListChoice({
  legend,
  field,
  players,
  pseudoOf,
  draft,
  onChange,
  alsoSet,
}: {
  legend: string;
  field: PlayerListField;
  players: readonly string[];
  pseudoOf: (id: string) => string;
  draft: RoundDraft;
  onChange: (draft: RoundDraft) => void;
  /** What else a tap changes (ticking a tenpai player unticks « Personne tenpai »). */
  alsoSet?: Partial<RoundDraft>;
}) {
  return (
    <ChoiceGroup
      legend={legend}
      players={players}
      pseudoOf={pseudoOf}
      multiple
      isChecked={(id) => draft[field].includes(id)}
      onToggle={(id) => onChange({ ...draft, [field]: toggle(draft[field], id), ...alsoSet })}
    />
  );
}

interface RoundFormProps {
  players: readonly string[];
  pseudoOf: (id: string) => string;
  draft: RoundDraft;
  onChange: (draft: RoundDraft) => void;
  /** The game's rules: which victory types, han and yakuman the form offers, one ron winner or several. */
  rules?: Ruleset;
}

/** Victory type chips, then the choices that type needs, han and fu per winner, and riichi. */
export function RoundForm({ players, pseudoOf, draft, onChange, rules = classicRules }: RoundFormProps) {
  const typeName = useId();
  const selectId = useId();
  const { type } = draft;
  const victoryTypes = victoryTypesUnder(rules);
  const hanList = hanChoices(rules);
  const topHan = hanList[hanList.length - 1];
  const lists = { players, pseudoOf, draft, onChange };

  return (
    <div className="round-form stack">
      <fieldset className="choice-group">
        <legend>Fin du tour</legend>
        <div className="chips">
          {victoryTypes.map((victory) => (
            <label key={victory} className="chip chip--type">
              <input
                type="radio"
                name={typeName}
                checked={type === victory}
                onChange={() => onChange(withVictoryType(draft, victory))}
              />
              {VICTORY_LABELS[victory]}
            </label>
          ))}
        </div>
      </fieldset>

      {type === 'tsumo' && (
        <ChoiceGroup
          legend="Gagnant"
          players={players}
          pseudoOf={pseudoOf}
          multiple={false}
          isChecked={(id) => draft.winners.includes(id)}
          onToggle={(id) => onChange({ ...draft, winners: [id], han: {}, fu: {} })}
        />
      )}
      {type === 'ron' && (
        <>
          {/* Atamahane: one winner on a discard, the nearest to the discarder's right. */}
          <ChoiceGroup
            legend={rules.multipleRon ? 'Gagnants' : 'Gagnant'}
            players={players}
            pseudoOf={pseudoOf}
            multiple={rules.multipleRon}
            isChecked={(id) => draft.winners.includes(id)}
            onToggle={(id) =>
              onChange(
                rules.multipleRon ? toggleWinner(draft, id) : { ...draft, winners: [id], han: {}, fu: {} },
              )
            }
          />
          <ChoiceGroup
            legend="Perdant"
            players={players}
            pseudoOf={pseudoOf}
            multiple={false}
            isChecked={(id) => draft.loser === id}
            isDisabled={(id) => draft.winners.includes(id)}
            onToggle={(id) => onChange({ ...draft, loser: id })}
          />
        </>
      )}
      {type === 'tenpai' && (
        <>
          <PlayerListChoice
            legend="Joueurs tenpai"
            field="tenpai"
            alsoSet={{ nobodyTenpai: false }}
            {...lists}
          />
          <label className="chip chip--type">
            <input
              type="checkbox"
              checked={draft.nobodyTenpai}
              onChange={(event) =>
                onChange({ ...draft, tenpai: [], riichi: [], nobodyTenpai: event.target.checked })
              }
            />
            Personne tenpai
          </label>
        </>
      )}
      {type === 'nagashi' && (
        <>
          <PlayerListChoice legend="Nagashi mangan réalisé par" field="winners" {...lists} />
          {/* The hand otherwise ends as a draw: a tenpai dealer keeps the deal. */}
          <PlayerListChoice legend="Joueurs tenpai" field="tenpai" {...lists} />
        </>
      )}
      {type === 'chombo' && (
        <ChoiceGroup
          legend="Fautif"
          players={players}
          pseudoOf={pseudoOf}
          multiple={false}
          isChecked={(id) => draft.loser === id}
          onToggle={(id) => onChange({ ...draft, loser: id })}
        />
      )}

      {(type === 'tsumo' || type === 'ron') &&
        draft.winners.map((id) => (
          <div key={id} className="hand-value">
            <span className="hand-value__name">{pseudoOf(id)}</span>
            <div className="field">
              <label htmlFor={`${selectId}-han-${id}`}>Han {ofName(pseudoOf(id))}</label>
              <select
                id={`${selectId}-han-${id}`}
                value={draft.han[id] ?? ''}
                onChange={(event) => onChange({ ...draft, han: { ...draft.han, [id]: event.target.value } })}
              >
                <option value="">—</option>
                {hanList.map((han) => (
                  <option key={han} value={han}>
                    {han === topHan ? `${han}+` : han}
                  </option>
                ))}
                <option value={yakumanChoice(1)}>Yakuman</option>
                {rules.maxYakuman > 1 && <option value={yakumanChoice(2)}>Double yakuman</option>}
              </select>
            </div>
            {fuAsked(draft.han[id]) ? (
              <div className="field">
                <label htmlFor={`${selectId}-fu-${id}`}>Fu {ofName(pseudoOf(id))}</label>
                <select
                  id={`${selectId}-fu-${id}`}
                  value={draft.fu[id] ?? ''}
                  onChange={(event) => onChange({ ...draft, fu: { ...draft.fu, [id]: event.target.value } })}
                >
                  <option value="">—</option>
                  {FU_CHOICES.map((fu) => (
                    <option key={fu} value={fu}>
                      {fu}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="field hand-value__limit">Main limite : les fu ne comptent pas.</p>
            )}
          </div>
        ))}

      <PlayerListChoice legend="Riichi" field="riichi" {...lists} />
    </div>
  );
}
