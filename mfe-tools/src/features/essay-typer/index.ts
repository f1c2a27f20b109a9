/** The essay typer (outline builder). */
export { EssayTyper } from './components/essay-typer';
