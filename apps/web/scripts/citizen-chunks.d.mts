export declare const CONSOLE_SOURCES: RegExp;
export declare function citizenFiles(
  manifest: Record<
    string,
    {
      file: string;
      isEntry?: boolean;
      imports?: string[];
      dynamicImports?: string[];
      css?: string[];
      assets?: string[];
    }
  >,
): Set<string>;
