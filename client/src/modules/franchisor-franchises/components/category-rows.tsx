import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FranchiseFormCategoriesQuery } from '../../../gql/graphql';
import { type CategoryRow, type FormMode, LIMITS, MESSAGES, emptyCategoryRow } from '../form-model';

type MainCategory = FranchiseFormCategoriesQuery['mainCategories'][number];

/**
 * The category rows (spec 02 section 5): each a main category, the first one required, and its
 * subcategories: on create one optional subcategory select, enabled once a main category is chosen
 * and reset when it changes; on edit checkboxes under the main category. The last row stays.
 */
export function CategoryRows({
  mode,
  rows,
  onChange,
  categories,
  loading,
  failed,
  error,
  disabled,
}: {
  mode: FormMode;
  rows: CategoryRow[];
  onChange: (rows: CategoryRow[]) => void;
  categories: MainCategory[] | undefined;
  loading: boolean;
  failed: boolean;
  error?: string;
  disabled?: boolean;
}) {
  if (failed) return <Alert severity="error">{MESSAGES.categoriesFailed}</Alert>;
  if (loading && !categories) return <Skeleton variant="rounded" height={56} role="status" aria-label="Loading categories" />;
  const mains = categories ?? [];
  const update = (key: string, change: Partial<CategoryRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <Box>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {rows.map((row, i) => {
          const main = mains.find((m) => m.id === row.mainCategoryId);
          const takenElsewhere = new Set(rows.filter((r) => r.key !== row.key).map((r) => r.mainCategoryId));
          const first = i === 0;
          return (
            <Box component="li" key={row.key} aria-label={`Category ${i + 1}`} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: mode === 'create' ? '1fr 1fr' : '1fr' } }}>
                <TextField
                  select
                  label={first ? 'Main category' : `Main category ${i + 1}`}
                  required={first}
                  value={row.mainCategoryId}
                  disabled={disabled}
                  error={first && Boolean(error)}
                  helperText={first ? (error ?? MESSAGES.selectMainCategory) : undefined}
                  slotProps={{ formHelperText: { role: first && error ? 'alert' : undefined } }}
                  onChange={(e) => update(row.key, { mainCategoryId: e.target.value, subcategoryIds: [] })}
                >
                  {!first && (
                    <MenuItem value="">
                      <em>None</em>
                    </MenuItem>
                  )}
                  {mains.map((m) => (
                    <MenuItem key={m.id} value={m.id} disabled={takenElsewhere.has(m.id)}>
                      {m.name}
                    </MenuItem>
                  ))}
                </TextField>
                {mode === 'create' ? (
                  <TextField
                    select
                    label="Subcategory (optional)"
                    value={row.subcategoryIds[0] ?? ''}
                    disabled={disabled || !main || main.children.length === 0}
                    helperText={main && main.children.length === 0 ? 'This category has no subcategories.' : undefined}
                    onChange={(e) => update(row.key, { subcategoryIds: e.target.value ? [e.target.value] : [] })}
                  >
                    <MenuItem value="">
                      <em>None</em>
                    </MenuItem>
                    {main?.children.map((c) => (
                      <MenuItem key={c.id} value={c.id}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  main &&
                  main.children.length > 0 && (
                    <Box role="group" aria-label={`Subcategories of ${main.name}`} sx={{ pl: { sm: 1 } }}>
                      <Typography variant="body2" color="text.secondary">
                        Subcategories of {main.name}
                      </Typography>
                      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
                        {main.children.map((c) => (
                          <FormControlLabel
                            key={c.id}
                            label={c.name}
                            disabled={disabled}
                            control={
                              <Checkbox
                                checked={row.subcategoryIds.includes(c.id)}
                                onChange={(e) =>
                                  update(row.key, {
                                    subcategoryIds: e.target.checked ? [...row.subcategoryIds, c.id] : row.subcategoryIds.filter((id) => id !== c.id),
                                  })
                                }
                              />
                            }
                          />
                        ))}
                      </FormGroup>
                    </Box>
                  )
                )}
              </Box>
              {rows.length > 1 && (
                <IconButton
                  onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                  disabled={disabled}
                  aria-label={`Remove category ${i + 1}`}
                  sx={{ mt: 1 }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...rows, emptyCategoryRow()])}
        disabled={disabled || rows.length >= LIMITS.categoryRows || rows.length >= mains.length}
        sx={{ mt: 1.5 }}
      >
        Add another category
      </Button>
      {rows.length >= LIMITS.categoryRows && <FormHelperText>At most {LIMITS.categoryRows} categories.</FormHelperText>}
    </Box>
  );
}
