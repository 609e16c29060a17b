import { Field } from '../../../components/field';
import { MAX_PLANNED_RONDES, PLANNED_RONDES_HINT } from '../model/planned-rondes';

/** « Rondes prévues », as typed (read by `plannedRondes`): on the creation page and the admin's edit form. */
export function PlannedRondesField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Rondes prévues (facultatif)"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_PLANNED_RONDES}
      value={value}
      onChange={onChange}
      hint={PLANNED_RONDES_HINT}
    />
  );
}
