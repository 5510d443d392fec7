import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import {
  type LanguageOption,
  languageOptions,
  languageRank,
  matchesLanguage,
  useLanguageNames,
} from './languages';

export type LanguagesSelectProps = Omit<
  SelectProps<string[], LanguageOption>,
  'mode' | 'options' | 'showSearch' | 'labelRender'
>;

/**
 * The languages a guide or officer speaks, chosen from the ISO 639-1 list named in the UI
 * language. Typing searches names and codes ("ing", "ingles", "en"); Enter picks the highlighted
 * suggestion, the likeliest first, and text that names no language is never added as one.
 */
export function LanguagesSelect(props: LanguagesSelectProps) {
  const name = useLanguageNames();
  const options = useMemo(() => languageOptions(name), [name]);
  return (
    <Select<string[], LanguageOption>
      {...props}
      mode="multiple"
      options={options}
      showSearch={{
        filterOption: (typed, option) => (option ? matchesLanguage(typed, option) : false),
        filterSort: (a, b, { searchValue }) =>
          languageRank(searchValue, a) - languageRank(searchValue, b),
      }}
      labelRender={({ value }) => name(String(value))}
    />
  );
}
