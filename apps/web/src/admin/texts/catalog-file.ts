/**
 * Texts of the catalog file screen (download the catalog, upload a changed file,
 * check it, apply it) in the eight languages; composed into the admin translator (i18n.ts).
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

const en = {
  catalogFileTitle: 'Catalog file',
  catalogFileHint:
    'Download the whole catalog as a YAML file, edit it and upload it again. The upload is checked first and nothing changes until you apply it; the shop keeps running.',
  catalogDownload: 'Download the catalog',
  catalogUploadHeading: 'Upload a changed file',
  catalogChooseFile: 'Catalog file (YAML)',
  catalogCheck: 'Check the file',
  catalogChecking: 'Checking…',
  catalogApply: 'Apply the changes',
  catalogApplying: 'Applying…',
  catalogChangesHeading: 'What the import changes',
  catalogNoChanges: 'The file matches the catalog: nothing would change.',
  catalogMoreChanges: '… and {{count}} more changes.',
  catalogApplied: 'Done: the catalog was updated ({{count}} changes). The shop shows them now.',
  catalogErrorsHeading: 'The file has errors; nothing was imported',
  catalogNotYaml: 'This is not a YAML file: {{reason}}',
  catalogColWhere: 'Where',
  catalogColChange: 'Change',
  catalogColBefore: 'Before',
  catalogColAfter: 'After',
  catalogColProblem: 'Problem',
  catalogAdded: 'Added',
  catalogRemoved: 'Removed',
  catalogChanged: 'Changed',
};

export type CatalogFileTextKey = keyof typeof en;
type Table = Record<CatalogFileTextKey, string>;

const de: Table = {
  catalogFileTitle: 'Katalogdatei',
  catalogFileHint:
    'Laden Sie den ganzen Katalog als YAML-Datei herunter, bearbeiten Sie ihn und laden Sie ihn wieder hoch. Der Upload wird zuerst geprüft; nichts ändert sich, bevor Sie ihn übernehmen. Der Shop läuft dabei weiter.',
  catalogDownload: 'Katalog herunterladen',
  catalogUploadHeading: 'Geänderte Datei hochladen',
  catalogChooseFile: 'Katalogdatei (YAML)',
  catalogCheck: 'Datei prüfen',
  catalogChecking: 'Wird geprüft …',
  catalogApply: 'Änderungen übernehmen',
  catalogApplying: 'Wird übernommen …',
  catalogChangesHeading: 'Was der Import ändert',
  catalogNoChanges: 'Die Datei entspricht dem Katalog: Es würde sich nichts ändern.',
  catalogMoreChanges: '… und {{count}} weitere Änderungen.',
  catalogApplied:
    'Erledigt: Der Katalog wurde aktualisiert ({{count}} Änderungen). Der Shop zeigt sie ab sofort.',
  catalogErrorsHeading: 'Die Datei enthält Fehler; es wurde nichts importiert',
  catalogNotYaml: 'Das ist keine YAML-Datei: {{reason}}',
  catalogColWhere: 'Wo',
  catalogColChange: 'Änderung',
  catalogColBefore: 'Vorher',
  catalogColAfter: 'Nachher',
  catalogColProblem: 'Problem',
  catalogAdded: 'Neu',
  catalogRemoved: 'Entfernt',
  catalogChanged: 'Geändert',
};

const fr: Table = {
  catalogFileTitle: 'Fichier du catalogue',
  catalogFileHint:
    'Téléchargez tout le catalogue en fichier YAML, modifiez-le puis renvoyez-le. L’envoi est d’abord vérifié et rien ne change tant que vous ne l’appliquez pas ; la boutique reste ouverte.',
  catalogDownload: 'Télécharger le catalogue',
  catalogUploadHeading: 'Envoyer un fichier modifié',
  catalogChooseFile: 'Fichier du catalogue (YAML)',
  catalogCheck: 'Vérifier le fichier',
  catalogChecking: 'Vérification…',
  catalogApply: 'Appliquer les modifications',
  catalogApplying: 'Application…',
  catalogChangesHeading: 'Ce que l’import modifie',
  catalogNoChanges: 'Le fichier correspond au catalogue : rien ne changerait.',
  catalogMoreChanges: '… et {{count}} autres modifications.',
  catalogApplied:
    'C’est fait : le catalogue a été mis à jour ({{count}} modifications). La boutique les affiche dès maintenant.',
  catalogErrorsHeading: 'Le fichier contient des erreurs ; rien n’a été importé',
  catalogNotYaml: 'Ce n’est pas un fichier YAML : {{reason}}',
  catalogColWhere: 'Où',
  catalogColChange: 'Modification',
  catalogColBefore: 'Avant',
  catalogColAfter: 'Après',
  catalogColProblem: 'Problème',
  catalogAdded: 'Ajouté',
  catalogRemoved: 'Supprimé',
  catalogChanged: 'Modifié',
};

const it: Table = {
  catalogFileTitle: 'File del catalogo',
  catalogFileHint:
    'Scarica l’intero catalogo come file YAML, modificalo e caricalo di nuovo. Il caricamento viene prima controllato e nulla cambia finché non lo applichi; il negozio resta aperto.',
  catalogDownload: 'Scarica il catalogo',
  catalogUploadHeading: 'Carica un file modificato',
  catalogChooseFile: 'File del catalogo (YAML)',
  catalogCheck: 'Controlla il file',
  catalogChecking: 'Controllo in corso…',
  catalogApply: 'Applica le modifiche',
  catalogApplying: 'Applicazione in corso…',
  catalogChangesHeading: 'Cosa cambia l’importazione',
  catalogNoChanges: 'Il file corrisponde al catalogo: non cambierebbe nulla.',
  catalogMoreChanges: '… e altre {{count}} modifiche.',
  catalogApplied:
    'Fatto: il catalogo è stato aggiornato ({{count}} modifiche). Il negozio le mostra da subito.',
  catalogErrorsHeading: 'Il file contiene errori; non è stato importato nulla',
  catalogNotYaml: 'Questo non è un file YAML: {{reason}}',
  catalogColWhere: 'Dove',
  catalogColChange: 'Modifica',
  catalogColBefore: 'Prima',
  catalogColAfter: 'Dopo',
  catalogColProblem: 'Problema',
  catalogAdded: 'Aggiunto',
  catalogRemoved: 'Rimosso',
  catalogChanged: 'Modificato',
};

const nl: Table = {
  catalogFileTitle: 'Catalogusbestand',
  catalogFileHint:
    'Download de hele catalogus als YAML-bestand, bewerk hem en upload hem opnieuw. De upload wordt eerst gecontroleerd en er verandert niets tot u hem toepast; de winkel blijft open.',
  catalogDownload: 'Catalogus downloaden',
  catalogUploadHeading: 'Gewijzigd bestand uploaden',
  catalogChooseFile: 'Catalogusbestand (YAML)',
  catalogCheck: 'Bestand controleren',
  catalogChecking: 'Bezig met controleren…',
  catalogApply: 'Wijzigingen toepassen',
  catalogApplying: 'Bezig met toepassen…',
  catalogChangesHeading: 'Wat de import verandert',
  catalogNoChanges: 'Het bestand komt overeen met de catalogus: er zou niets veranderen.',
  catalogMoreChanges: '… en nog {{count}} wijzigingen.',
  catalogApplied:
    'Klaar: de catalogus is bijgewerkt ({{count}} wijzigingen). De winkel toont ze meteen.',
  catalogErrorsHeading: 'Het bestand bevat fouten; er is niets geïmporteerd',
  catalogNotYaml: 'Dit is geen YAML-bestand: {{reason}}',
  catalogColWhere: 'Waar',
  catalogColChange: 'Wijziging',
  catalogColBefore: 'Voor',
  catalogColAfter: 'Na',
  catalogColProblem: 'Probleem',
  catalogAdded: 'Toegevoegd',
  catalogRemoved: 'Verwijderd',
  catalogChanged: 'Gewijzigd',
};

const es: Table = {
  catalogFileTitle: 'Archivo del catálogo',
  catalogFileHint:
    'Descargue todo el catálogo como archivo YAML, edítelo y vuelva a subirlo. Primero se comprueba el archivo y nada cambia hasta que usted lo aplique; la tienda sigue abierta.',
  catalogDownload: 'Descargar el catálogo',
  catalogUploadHeading: 'Subir un archivo modificado',
  catalogChooseFile: 'Archivo del catálogo (YAML)',
  catalogCheck: 'Comprobar el archivo',
  catalogChecking: 'Comprobando…',
  catalogApply: 'Aplicar los cambios',
  catalogApplying: 'Aplicando…',
  catalogChangesHeading: 'Qué cambia la importación',
  catalogNoChanges: 'El archivo coincide con el catálogo: no cambiaría nada.',
  catalogMoreChanges: '… y {{count}} cambios más.',
  catalogApplied:
    'Hecho: el catálogo se ha actualizado ({{count}} cambios). La tienda ya los muestra.',
  catalogErrorsHeading: 'El archivo contiene errores; no se ha importado nada',
  catalogNotYaml: 'Esto no es un archivo YAML: {{reason}}',
  catalogColWhere: 'Dónde',
  catalogColChange: 'Cambio',
  catalogColBefore: 'Antes',
  catalogColAfter: 'Después',
  catalogColProblem: 'Problema',
  catalogAdded: 'Añadido',
  catalogRemoved: 'Eliminado',
  catalogChanged: 'Modificado',
};

const sv: Table = {
  catalogFileTitle: 'Katalogfil',
  catalogFileHint:
    'Ladda ner hela katalogen som en YAML-fil, redigera den och ladda upp den igen. Filen kontrolleras först och inget ändras förrän du verkställer den; butiken är öppen under tiden.',
  catalogDownload: 'Ladda ner katalogen',
  catalogUploadHeading: 'Ladda upp en ändrad fil',
  catalogChooseFile: 'Katalogfil (YAML)',
  catalogCheck: 'Kontrollera filen',
  catalogChecking: 'Kontrollerar …',
  catalogApply: 'Verkställ ändringarna',
  catalogApplying: 'Verkställer …',
  catalogChangesHeading: 'Det här ändrar importen',
  catalogNoChanges: 'Filen stämmer med katalogen: inget skulle ändras.',
  catalogMoreChanges: '… och {{count}} ändringar till.',
  catalogApplied:
    'Klart: katalogen är uppdaterad ({{count}} ändringar). Butiken visar dem redan nu.',
  catalogErrorsHeading: 'Filen innehåller fel; inget har importerats',
  catalogNotYaml: 'Det här är ingen YAML-fil: {{reason}}',
  catalogColWhere: 'Var',
  catalogColChange: 'Ändring',
  catalogColBefore: 'Före',
  catalogColAfter: 'Efter',
  catalogColProblem: 'Problem',
  catalogAdded: 'Tillagd',
  catalogRemoved: 'Borttagen',
  catalogChanged: 'Ändrad',
};

const da: Table = {
  catalogFileTitle: 'Katalogfil',
  catalogFileHint:
    'Hent hele kataloget som en YAML-fil, redigér den, og upload den igen. Filen kontrolleres først, og intet ændres, før du anvender den; butikken kører videre imens.',
  catalogDownload: 'Hent kataloget',
  catalogUploadHeading: 'Upload en ændret fil',
  catalogChooseFile: 'Katalogfil (YAML)',
  catalogCheck: 'Kontrollér filen',
  catalogChecking: 'Kontrollerer …',
  catalogApply: 'Anvend ændringerne',
  catalogApplying: 'Anvender …',
  catalogChangesHeading: 'Det ændrer importen',
  catalogNoChanges: 'Filen svarer til kataloget: intet ville blive ændret.',
  catalogMoreChanges: '… og {{count}} ændringer mere.',
  catalogApplied:
    'Færdig: kataloget er opdateret ({{count}} ændringer). Butikken viser dem med det samme.',
  catalogErrorsHeading: 'Filen indeholder fejl; intet er importeret',
  catalogNotYaml: 'Det er ikke en YAML-fil: {{reason}}',
  catalogColWhere: 'Hvor',
  catalogColChange: 'Ændring',
  catalogColBefore: 'Før',
  catalogColAfter: 'Efter',
  catalogColProblem: 'Problem',
  catalogAdded: 'Tilføjet',
  catalogRemoved: 'Fjernet',
  catalogChanged: 'Ændret',
};

export const CATALOG_FILE_TEXTS: Record<StaffLanguage, Table> = { de, en, fr, it, nl, es, sv, da };
