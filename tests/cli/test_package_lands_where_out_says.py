"""A configured target's package lands where its ``out`` says: ``out = "src/my_sdk/_generated"``
(the README's target, without ``package``) is the package ``my_sdk._generated``, where it was
``my_sdk._generated.python.acp_schema``; a target that names another package, and one whose
``out`` is no Python name, keep the ``python/<package>/`` level."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from support import REPO

CODEGEN = Path(sys.executable).with_name("acp-codegen")
# Our merged v1 file stands in for upstream's: what matters here is where the files go.
BASE = REPO / "generated" / "schema" / "v1" / "schema.unstable.json"


def generate(folder: Path, target: str) -> None:
    (folder / "schema").mkdir(exist_ok=True)
    shutil.copyfile(BASE, folder / "schema" / "schema.unstable.json")
    (folder / "pyproject.toml").write_text(
        '[[tool.acp-codegen.targets]]\nprotocol = "v1"\nbase = "schema/schema.unstable.json"\n'
        + target,
        encoding="utf-8",
    )
    result = subprocess.run(
        [str(CODEGEN), "generate"], cwd=folder, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr


def imports(folder: Path, module: str) -> str:
    script = f"import {module} as m; print(m.__name__)"
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=folder, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_the_readme_s_target_is_the_package_its_out_names(tmp_path: Path) -> None:
    generate(tmp_path, 'out = "src/my_sdk/_generated"\noutputs = ["schema", "python"]\n')
    package = tmp_path / "src" / "my_sdk" / "_generated"
    assert (package / "models.py").is_file() and (package / "schema.json").is_file()
    assert not (package / "python").exists()
    assert imports(tmp_path / "src", "my_sdk._generated.suggestions") == (
        "my_sdk._generated.suggestions"
    )


def test_every_output_goes_beside_the_package_s_modules(tmp_path: Path) -> None:
    generate(tmp_path, 'out = "gen"\noutputs = ["schema", "python", "pydantic"]\n')
    names = sorted(path.name for path in (tmp_path / "gen").iterdir())
    assert {"__init__.py", "models.py", "schema.json", "pydantic"} <= set(names)
    assert (tmp_path / "gen" / "pydantic" / "gen.py").is_file()
    assert imports(tmp_path, "gen.models") == "gen.models"


@pytest.mark.parametrize(
    ("target", "models"),
    [
        ('out = "gen"\npackage = "acp_schema"\n', "gen/python/acp_schema/models.py"),
        ('out = "build/acp-v1"\n', "build/acp-v1/python/acp_schema/models.py"),
    ],
    ids=["another-package", "out-no-python-name"],
)
def test_a_target_that_names_another_package_keeps_its_layout(
    tmp_path: Path, target: str, models: str
) -> None:
    generate(tmp_path, target + 'outputs = ["python"]\n')
    assert (tmp_path / models).is_file()


def test_a_package_named_as_its_out_keeps_the_layout_it_had(tmp_path: Path) -> None:
    """A target that names its package keeps the layout it had: ``out`` is the package's folder
    with the python output alone, else ``out/python/<package>/``."""
    generate(tmp_path, 'out = "gen"\npackage = "gen"\noutputs = ["schema", "python"]\n')
    assert (tmp_path / "gen" / "python" / "gen" / "models.py").is_file()
    generate(tmp_path, 'out = "gen"\npackage = "gen"\noutputs = ["python"]\n')
    assert (tmp_path / "gen" / "models.py").is_file()
