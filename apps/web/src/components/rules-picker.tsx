import { useId, useState } from 'react';
import {
  describeRules,
  parametersOf,
  PRESETS,
  validateRules,
  type PresetId,
  type RulesChoice,
  type RulesParameters,
} from '@mj/domain';
import { Button } from './button';
import { safeStorage } from '../lib/storage';

/** The rules a casual game was last created with on this device: offered again next time. */
const LAST_RULES_KEY = 'mj.dernieres-regles';

export function lastRules(): RulesChoice {
  const stored = safeStorage.getJson<unknown>(LAST_RULES_KEY);
  const valid = validateRules(stored ?? 'classic');
  return valid.ok ? valid.value.regles : 'classic';
}

export function rememberRules(regles: RulesChoice): void {
  safeStorage.set(LAST_RULES_KEY, JSON.stringify(regles));
}

const baseOf = (regles: RulesChoice): PresetId => (typeof regles === 'string' ? regles : regles.base);

/** The parameters that differ from the preset's: the overrides a customised choice sends. */
function choiceOf(base: PresetId, parametres: RulesParameters): RulesChoice {
  const preset = parametersOf(base);
  const overrides = Object.fromEntries(
    Object.entries(parametres).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(preset[key as keyof RulesParameters]),
    ),
  );
  return Object.keys(overrides).length === 0 ? base : { base, ...overrides };
}

/** Whole points typed in a field (an empty or unreadable field counts as 0, which validation refuses). */
const points = (text: string): number => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

interface Option<T extends string> {
  value: T;
  label: string;
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value as T)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Flag(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="field field--check">
      <input type="checkbox" checked={props.checked} onChange={(event) => props.onChange(event.target.checked)} />
      {props.label}
    </label>
  );
}

function PointsField(props: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={100}
        value={Number.isNaN(props.value) ? '' : props.value}
        onChange={(event) => props.onChange(points(event.target.value))}
      />
    </div>
  );
}

const PLACES = ['1er', '2e', '3e', '4e'] as const;

/** Every parameter of a rule set with its French label, starting from the chosen preset's values. */
function RulesParametersForm(props: { parametres: RulesParameters; onChange: (parametres: RulesParameters) => void }) {
  const p = props.parametres;
  const set = (changes: Partial<RulesParameters>) => props.onChange({ ...p, ...changes });
  return (
    <fieldset className="rules-picker__parameters stack">
      <legend>Paramètres</legend>
      <PointsField label="Points de départ" value={p.depart} onChange={(depart) => set({ depart })} />
      <PointsField label="Points de retour (oka au premier)" value={p.retour} onChange={(retour) => set({ retour })} />
      {PLACES.map((place, index) => (
        <PointsField
          key={place}
          label={`Uma du ${place}`}
          value={p.uma[index] as number}
          onChange={(value) => set({ uma: p.uma.map((step, i) => (i === index ? value : step)) as RulesParameters['uma'] })}
        />
      ))}
      <Flag label="Kiriage mangan (4 han 30 fu = mangan)" checked={p.kiriage} onChange={(kiriage) => set({ kiriage })} />
      <Choice
        label="13 han comptés et plus"
        value={p.kazoe}
        options={[
          { value: 'sanbaiman', label: 'Sanbaiman' },
          { value: 'yakuman', label: 'Yakuman' },
        ]}
        onChange={(kazoe) => set({ kazoe })}
      />
      <Flag
        label="Double yakuman (plusieurs yakuman comptés)"
        checked={p.yakuman_multiples}
        onChange={(yakuman_multiples) => set({ yakuman_multiples })}
      />
      <Choice
        label="Plusieurs ron sur une défausse"
        value={p.double_ron}
        options={[
          { value: 'multiple', label: 'Tous gagnent' },
          { value: 'atamahane', label: 'Un seul gagnant (atamahane)' },
        ]}
        onChange={(double_ron) => set({ double_ron })}
      />
      {/* With one winner per discard there is nothing to share: the choice only matters for a multiple ron. */}
      {p.double_ron === 'multiple' && (
        <Choice
          label="Honba et bâtons sur un ron multiple"
          value={p.pot_double_ron}
          options={[
            { value: 'chacun', label: 'Honba à chaque gagnant, chacun reprend son bâton' },
            { value: 'amont', label: 'Tout au gagnant le plus proche à droite du perdant' },
          ]}
          onChange={(pot_double_ron) => set({ pot_double_ron })}
        />
      )}
      <Flag label="Parties avortées" checked={p.abandons} onChange={(abandons) => set({ abandons })} />
      <Flag label="Nagashi mangan" checked={p.nagashi} onChange={(nagashi) => set({ nagashi })} />
      <Choice
        label="Longueur"
        value={p.longueur}
        options={[
          { value: 'hanchan', label: 'Hanchan (Est et Sud)' },
          { value: 'tonpuusen', label: 'Tonpuusen (Est seul)' },
        ]}
        onChange={(longueur) => set({ longueur })}
      />
      <Choice
        label="Prolongation (Ouest, ou Sud en tonpuusen)"
        value={p.prolongation.mode}
        options={[
          { value: 'aucune', label: 'Aucune : la partie finit à la fin du dernier vent' },
          { value: 'libre', label: 'Au choix des joueurs' },
          { value: 'seuil', label: 'Tant que personne n’a atteint le seuil' },
        ]}
        onChange={(mode) => set({ prolongation: { ...p.prolongation, mode } })}
      />
      {p.prolongation.mode === 'seuil' && (
        <PointsField
          label="Seuil de la prolongation (points)"
          value={p.prolongation.points}
          onChange={(value) => set({ prolongation: { ...p.prolongation, points: value } })}
        />
      )}
      <Choice
        label="Chombo"
        value={p.chombo.mode}
        options={[
          { value: 'apres_uma', label: 'Pénalité après uma' },
          { value: 'mangan_table', label: 'Mangan payé à la table' },
        ]}
        onChange={(mode) => set({ chombo: { ...p.chombo, mode } })}
      />
      {p.chombo.mode === 'apres_uma' && (
        <PointsField
          label="Pénalité de chombo (points)"
          value={p.chombo.points}
          onChange={(value) => set({ chombo: { ...p.chombo, points: value } })}
        />
      )}
      <Choice
        label="Bâtons de riichi restants à la fin"
        value={p.batons_restants}
        options={[
          { value: 'premier', label: 'Au premier' },
          { value: 'perdus', label: 'Perdus' },
        ]}
        onChange={(batons_restants) => set({ batons_restants })}
      />
      <Choice
        label="Égalité de points"
        value={p.egalite}
        options={[
          { value: 'partage', label: 'Places et uma partagées' },
          { value: 'siege', label: 'Départagée par l’ordre des places' },
        ]}
        onChange={(egalite) => set({ egalite })}
      />
    </fieldset>
  );
}

/**
 * The rules of a tournament or a casual game: a preset (classic unless told otherwise), and
 * « Personnaliser » to change any parameter from the preset's values. The line under it states the
 * rules; an impossible value shows its French message (the parent keeps its button disabled).
 */
export function RulesPicker(props: { value: RulesChoice; onChange: (value: RulesChoice) => void }) {
  const selectId = useId();
  const lineId = useId();
  const base = baseOf(props.value);
  const [open, setOpen] = useState(typeof props.value !== 'string');
  const [draft, setDraft] = useState<RulesParameters>(() => parametersOf(props.value));
  const valid = validateRules(props.value);

  function pickPreset(id: PresetId) {
    setDraft(parametersOf(id));
    props.onChange(id);
  }
  function edit(parametres: RulesParameters) {
    setDraft(parametres);
    props.onChange(choiceOf(base, parametres));
  }

  return (
    <fieldset className="rules-picker stack" aria-describedby={lineId}>
      <legend>Règles</legend>
      <div className="field">
        <label htmlFor={selectId}>Jeu de règles</label>
        <select id={selectId} value={base} onChange={(event) => pickPreset(event.target.value as PresetId)}>
          {PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.nom}
            </option>
          ))}
        </select>
      </div>
      <p id={lineId} className="field__hint" aria-live="polite">
        {valid.ok ? describeRules(props.value) : valid.error}
      </p>
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Personnaliser
      </Button>
      {open && <RulesParametersForm parametres={draft} onChange={edit} />}
    </fieldset>
  );
}

/** Whether a choice may be sent (the picker shows why not). */
export const rulesAreValid = (regles: RulesChoice): boolean => validateRules(regles).ok;
