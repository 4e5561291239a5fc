export { EditorPage, type EditorPageProps, EditorSection } from './EditorPage';
export {
  DateTimeField,
  type DateTimeFieldProps,
  type FieldOption,
  RadioField,
  type RadioFieldProps,
  SelectField,
  type SelectFieldProps,
  SwitchField,
  type SwitchFieldProps,
} from './fields/choiceFields';
export { EditorField, type EditorFieldProps, type FieldControlProps, type FieldFrameProps } from './fields/EditorField';
export { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, ImageUploadField, type ImageUploadFieldProps, imageFileProblem } from './fields/ImageUploadField';
export { ListField, type ListFieldProps } from './fields/ListField';
export { RichTextField, type RichTextFieldProps } from './fields/RichTextField';
export { SortableList, type SortableListProps } from './fields/SortableList';
export {
  type FieldProps,
  NumberField,
  type NumberFieldProps,
  PhoneListField,
  type PhoneListFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
} from './fields/textFields';
export { ListBackLink, type ListBackLinkProps, PageHeader, type PageHeaderProps } from './ListBackLink';
export type { FieldPath, FieldValue } from './paths';
export { newRequestKey, REQUEST_KEY_FIELD, serverFieldErrors } from './requests';
export { editorTexts } from './texts';
export type { Editor, EditorCreateCall, EditorLoadCall, EditorOptions, EditorStatus, EditorUpdateCall, FieldBinding } from './types';
export { useEditor } from './useEditor';
export {
  type EditorMove,
  type EditorMoveCall,
  type EditorMoveItem,
  type EditorMovesOptions,
  type EditorMoveTarget,
  useEditorMoves,
} from './useEditorMoves';
export { useLeaveGuard } from './useLeaveGuard';
export { type BodyCallKey, type FieldErrors, validateBody } from './validate';
